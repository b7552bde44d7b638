import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { actionResultSchema } from '../../domain/admin-api';
import {
  EXPERIMENT_TARGETS,
  experimentListSchema,
  experimentSummarySchema,
  MIN_VISITORS_PER_ARM,
  SCREEN_SLOTS,
  type ArmTierPrice,
  type CreateExperiment,
  type ExperimentSummary,
  type ExperimentTarget,
} from '../../domain/experiments';
import { PAID_PRICES, TIER_AMOUNTS, type PaidPrice } from '../../domain/prices';
import { adminCall } from './admin-client';
import { ConfirmButton } from './confirm-button';
import { Button, Outcome, SelectField, TextField } from './form-controls';
import { formatMoney, formatTime } from './format';
import { usePageTitle } from './use-page-title';

const LIST_KEY = ['admin', 'experiments'] as const;

const TARGET_LABELS: Record<ExperimentTarget, string> = {
  landing_headline: SCREEN_SLOTS.landing_headline.label,
  tarot_pitch: SCREEN_SLOTS.tarot_pitch.label,
  price: 'Prices and payment links',
};

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);

/** What the page says in place of the probabilities while the server holds them back. */
export const NOT_ENOUGH_VISITORS = 'Not enough visitors yet';

function revenueText(revenue: Record<string, number>): string {
  const entries = Object.entries(revenue);
  return entries.length === 0
    ? 'none yet'
    : entries.map(([currency, minor]) => formatMoney(Math.round(minor), currency)).join(' · ');
}

function priceText(arm: ExperimentSummary['arms'][number]): string | null {
  if (!arm.price) return null;
  const tiers = Object.entries(arm.price.tiers) as [PaidPrice, ArmTierPrice][];
  if (tiers.length === 0) return 'usual prices';
  return tiers.map(([tier, price]) => `${tier} → ${formatMoney(price.minor, TIER_AMOUNTS[tier].currency)}`).join(', ');
}

function StopForm({ experiment }: { experiment: ExperimentSummary }) {
  const queryClient = useQueryClient();
  const [winner, setWinner] = useState(experiment.arms[0]?.key ?? '');
  const stop = useMutation({
    mutationFn: () => adminCall(actionResultSchema, `/experiments/${experiment.id}/stop`, 'POST', { winner }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
      <div className="w-56">
        <SelectField label="Winner" value={winner} onChange={(event) => setWinner(event.target.value)}>
          {experiment.arms.map((arm) => (
            <option key={arm.key} value={arm.key}>
              {arm.label} ({arm.key})
            </option>
          ))}
        </SelectField>
      </div>
      <ConfirmButton
        label="Stop and pick winner"
        question={`Stop "${experiment.name}"? Every visitor then gets "${winner}", and nothing more is counted.`}
        confirmLabel="Yes, stop it"
        variant="danger"
        disabled={stop.isPending}
        onConfirm={() => stop.mutate()}
      />
      <Outcome error={stop.error} message={null} />
    </div>
  );
}

export function ExperimentCard({ experiment }: { experiment: ExperimentSummary }) {
  return (
    <li>
      <article aria-label={experiment.name} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h2 className="font-semibold">{experiment.name}</h2>
          <p className="text-sm text-slate-600">
            {experiment.status === 'running'
              ? 'Running'
              : `Stopped ${formatTime(experiment.stopped_at)} by ${experiment.stopped_by ?? '—'}; winner: ${experiment.winner_arm ?? '—'}`}
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {TARGET_LABELS[experiment.target]} · {experiment.traffic_percent} % of visitors · started{' '}
          {formatTime(experiment.created_at)} by {experiment.created_by}
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Results per arm of {experiment.name}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Arm
                </th>
                <th scope="col" className="py-1 pr-3">
                  Weight
                </th>
                <th scope="col" className="py-1 pr-3">
                  Visitors
                </th>
                <th scope="col" className="py-1 pr-3">
                  Paid
                </th>
                <th scope="col" className="py-1 pr-3">
                  Conversion (95 % interval)
                </th>
                <th scope="col" className="py-1 pr-3">
                  Revenue per visitor
                </th>
                <th scope="col" className="py-1 pr-3">
                  Probability best
                </th>
              </tr>
            </thead>
            <tbody>
              {experiment.arms.map((arm) => (
                <tr key={arm.key} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {arm.label} <span className="text-slate-500">({arm.key})</span>
                    {priceText(arm) ? (
                      <span className="block text-xs font-normal text-slate-600">{priceText(arm)}</span>
                    ) : null}
                  </th>
                  <td className="py-1 pr-3">{arm.weight}</td>
                  <td className="py-1 pr-3">{arm.visitors}</td>
                  <td className="py-1 pr-3">{arm.paid}</td>
                  <td className="py-1 pr-3">
                    {percent(arm.conversion)} ({percent(arm.interval[0])} – {percent(arm.interval[1])})
                  </td>
                  <td className="py-1 pr-3">{revenueText(arm.revenue_per_visitor)}</td>
                  <td className="py-1 pr-3">
                    {arm.probability_best === null ? NOT_ENOUGH_VISITORS : percent(arm.probability_best)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-slate-600">
            Probability best:{' '}
            {experiment.kind === 'price'
              ? 'by revenue per visitor (conversion × what a paying visitor pays)'
              : 'by conversion to paid'}
            ; shown once every arm has {MIN_VISITORS_PER_ARM} visitors and one of them has paid.
          </p>
        </div>
        {experiment.status === 'running' ? <StopForm experiment={experiment} /> : null}
      </article>
    </li>
  );
}

type TierDraft = { amount: string; card: string; paypal: string };
type ArmDraft = { key: string; label: string; weight: string; tiers: Partial<Record<PaidPrice, TierDraft>> };

const screenArms = (target: Exclude<ExperimentTarget, 'price'>): ArmDraft[] =>
  SCREEN_SLOTS[target].variants.map((variant) => ({ key: variant, label: variant, weight: '1', tiers: {} }));
const priceArms = (): ArmDraft[] => [
  { key: 'control', label: 'Usual prices', weight: '1', tiers: {} },
  { key: 'test', label: 'Test prices', weight: '1', tiers: {} },
];

/** The drafted arms as the API takes them; a tier with no amount keeps its usual price. */
function toRequest(name: string, target: ExperimentTarget, traffic: string, arms: ArmDraft[]): CreateExperiment {
  return {
    name,
    target,
    traffic_percent: Number(traffic),
    arms: arms.map((arm) => ({
      key: arm.key,
      label: arm.label,
      weight: Number(arm.weight),
      ...(target === 'price'
        ? {
            price: {
              tiers: Object.fromEntries(
                (Object.entries(arm.tiers) as [PaidPrice, TierDraft][])
                  .filter(([, tier]) => tier.amount.trim() !== '')
                  .map(([tier, draft]) => [
                    tier,
                    {
                      minor: Math.round(Number(draft.amount) * 100),
                      card: draft.card.trim(),
                      ...(draft.paypal.trim() ? { paypal: draft.paypal.trim() } : {}),
                    },
                  ]),
              ),
            },
          }
        : {}),
    })),
  };
}

function PriceFields({ arm, onChange }: { arm: ArmDraft; onChange: (tiers: ArmDraft['tiers']) => void }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">
        Prices of {arm.label || arm.key} (blank: the usual price)
      </summary>
      <div className="mt-2 grid gap-2">
        {PAID_PRICES.map((tier) => {
          const draft = arm.tiers[tier] ?? { amount: '', card: '', paypal: '' };
          const set = (change: Partial<TierDraft>) => onChange({ ...arm.tiers, [tier]: { ...draft, ...change } });
          return (
            <fieldset key={tier} className="grid gap-2 sm:grid-cols-3">
              <legend className="sr-only">Tier {tier}</legend>
              <TextField
                label={`${tier} tier: amount in ${TIER_AMOUNTS[tier].currency}`}
                inputMode="decimal"
                value={draft.amount}
                onChange={(event) => set({ amount: event.target.value })}
              />
              <TextField
                label={`${tier} card link`}
                type="url"
                value={draft.card}
                onChange={(event) => set({ card: event.target.value })}
              />
              <TextField
                label={`${tier} PayPal link (optional)`}
                type="url"
                value={draft.paypal}
                onChange={(event) => set({ paypal: event.target.value })}
              />
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}

function CreateForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [target, setTarget] = useState<ExperimentTarget>('landing_headline');
  const [traffic, setTraffic] = useState('100');
  const [arms, setArms] = useState<ArmDraft[]>(screenArms('landing_headline'));
  const create = useMutation({
    mutationFn: () =>
      adminCall(experimentSummarySchema, '/experiments', 'POST', toRequest(name, target, traffic, arms)),
    onSuccess: () => {
      setName('');
      return queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
  const changeArm = (index: number, change: Partial<ArmDraft>) =>
    setArms(arms.map((arm, i) => (i === index ? { ...arm, ...change } : arm)));

  return (
    <form
      aria-label="New experiment"
      className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <h2 className="font-semibold">New experiment</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} required />
        <SelectField
          label="What it changes"
          value={target}
          onChange={(event) => {
            const next = event.target.value as ExperimentTarget;
            setTarget(next);
            setArms(next === 'price' ? priceArms() : screenArms(next));
          }}
        >
          {EXPERIMENT_TARGETS.map((value) => (
            <option key={value} value={value}>
              {TARGET_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Traffic share (%)"
          inputMode="numeric"
          value={traffic}
          onChange={(event) => setTraffic(event.target.value)}
          hint="The others see the default and are not counted."
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Arms</legend>
        {arms.map((arm, index) => (
          <div key={index} className="rounded border border-slate-200 p-3">
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={`Arm ${index + 1} key`}
                value={arm.key}
                readOnly={target !== 'price'}
                onChange={(event) => changeArm(index, { key: event.target.value })}
              />
              <TextField
                label={`Arm ${index + 1} label`}
                value={arm.label}
                onChange={(event) => changeArm(index, { label: event.target.value })}
              />
              <TextField
                label={`Arm ${index + 1} weight`}
                inputMode="numeric"
                value={arm.weight}
                onChange={(event) => changeArm(index, { weight: event.target.value })}
              />
            </div>
            {target === 'price' ? <PriceFields arm={arm} onChange={(tiers) => changeArm(index, { tiers })} /> : null}
          </div>
        ))}
        {target === 'price' && arms.length < 5 ? (
          <Button
            variant="secondary"
            onClick={() =>
              setArms([
                ...arms,
                { key: `arm${arms.length + 1}`, label: `Arm ${arms.length + 1}`, weight: '1', tiers: {} },
              ])
            }
          >
            Add an arm
          </Button>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        Start experiment
      </Button>
      <Outcome error={create.error} message={create.isSuccess ? 'Started.' : null} />
    </form>
  );
}

/** Experiments on screen variants and prices: start one, read its results per arm, stop it with a winner (owners). */
export function ExperimentsPage() {
  usePageTitle('Experiments');
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => adminCall(experimentListSchema, '/experiments') });
  return (
    <>
      <h1 className="text-2xl font-semibold">Experiments</h1>
      <p className="mt-1 text-sm text-slate-700">
        Each visitor keeps the arm they were first given. Conversion is to a paid reading; the interval is a 95 %
        credible interval and "probability best" the chance that the arm is best given the counts so far: the best
        converting for a screen, the best earning per visitor for prices.
      </p>
      <CreateForm />
      {list.isPending ? <p className="mt-4">Loading…</p> : null}
      {list.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {list.error.message}
        </p>
      ) : null}
      {list.data ? (
        list.data.experiments.length === 0 ? (
          <p className="mt-4 text-slate-600">No experiments yet.</p>
        ) : (
          <ol aria-label="Experiments, newest first" className="mt-4 space-y-3">
            {list.data.experiments.map((experiment) => (
              <ExperimentCard key={experiment.id} experiment={experiment} />
            ))}
          </ol>
        )
      ) : null}
    </>
  );
}
