import { useState, type FormEvent } from 'react';

import { MARKETS } from '../../domain/admin-api';
import { funnelQuerySchema } from '../../domain/admin-funnel-api';
import { GENDERS } from '../../domain/astrology';
import { DEVICE_CLASSES } from '../../domain/funnel-capture';
import { PRICES } from '../../domain/prices';
import { Button, SelectField, TextField } from './form-controls';

export const FUNNEL_FILTERS = ['from', 'to', 'market', 'gender', 'device', 'campaign', 'tier'] as const;
export type FunnelFilterValues = Record<(typeof FUNNEL_FILTERS)[number], string>;

const RANGE_DAYS = 30;

/** The last 30 UTC days, today included: the report counts UTC days. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** The filters in the address (so a view can be shared and reloaded), the last 30 days when it names no range. */
export function readFunnelFilters(params: URLSearchParams, now?: Date): FunnelFilterValues {
  const values = Object.fromEntries(FUNNEL_FILTERS.map((name) => [name, params.get(name) ?? ''])) as FunnelFilterValues;
  const range = defaultRange(now);
  return { ...values, from: values.from || range.from, to: values.to || range.to };
}

/** The filters that are set, as the API's query string. */
export function funnelQueryString(values: FunnelFilterValues): string {
  return new URLSearchParams(
    FUNNEL_FILTERS.filter((name) => values[name].trim() !== '').map((name) => [name, values[name].trim()]),
  ).toString();
}

/**
 * The dashboard's question. Edited as a draft and applied with "Show", as on the orders page; the
 * page remounts this form when the address changes, so back and forward show what is applied.
 */
export function FunnelFilters({
  applied,
  campaigns,
  onApply,
}: {
  applied: FunnelFilterValues;
  campaigns: readonly string[];
  onApply: (values: FunnelFilterValues) => void;
}) {
  const [draft, setDraft] = useState<FunnelFilterValues>(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof FunnelFilterValues) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  // The applied campaign stays choosable even when the report's list (its top 50) leaves it out.
  const campaignChoices =
    applied.campaign && !campaigns.includes(applied.campaign) ? [applied.campaign, ...campaigns] : campaigns;

  function show(event: FormEvent) {
    event.preventDefault();
    // The same rules as the server's, checked here so a reversed range is explained before any request.
    const checked = funnelQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(funnelQueryString(draft))));
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'These filters are not valid.');
      return;
    }
    setProblem(null);
    onApply(draft);
  }

  return (
    <form aria-label="Funnel filters" onSubmit={show} className="mt-4 rounded-lg bg-white p-4 shadow-sm" noValidate>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField label="From" type="date" required value={draft.from} onChange={set('from')} />
        <TextField label="To" type="date" required value={draft.to} onChange={set('to')} />
        <SelectField label="Market" value={draft.market} onChange={set('market')}>
          <option value="">Any</option>
          {MARKETS.map((market) => (
            <option key={market} value={market}>
              {market}
            </option>
          ))}
        </SelectField>
        <SelectField label="Gender" value={draft.gender} onChange={set('gender')}>
          <option value="">Any</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </SelectField>
        <SelectField label="Device" value={draft.device} onChange={set('device')}>
          <option value="">Any</option>
          {DEVICE_CLASSES.map((device) => (
            <option key={device} value={device}>
              {device}
            </option>
          ))}
        </SelectField>
        <SelectField label="Campaign" value={draft.campaign} onChange={set('campaign')}>
          <option value="">Any</option>
          {campaignChoices.map((campaign) => (
            <option key={campaign} value={campaign}>
              {campaign}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tier" value={draft.tier} onChange={set('tier')}>
          <option value="">Any</option>
          {PRICES.map((price) => (
            <option key={price} value={price}>
              {price}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end gap-2">
          <Button type="submit">Show</Button>
          <Button
            variant="secondary"
            onClick={() =>
              onApply({
                ...Object.fromEntries(FUNNEL_FILTERS.map((name) => [name, ''])),
                ...defaultRange(),
              } as FunnelFilterValues)
            }
          >
            Reset
          </Button>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
