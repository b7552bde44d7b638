import { useState } from 'react';

import { UNKNOWN_TIME } from '../../domain/person';
import { CtaButton } from '../components/cta-button';
import {
  formatBirthTime,
  HOURS,
  MINUTES,
  parseBirthTime,
  twoDigits,
  type BirthTimeParts,
  type Period,
} from '../early-steps/birth-time';
import { SelectField } from '../early-steps/select-field';
import { Redirecting, StepFrame } from '../early-steps/step-frame';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';

export const SKIP_TIME = "I don't remember (it's ok)";
const SAVE_FAILED = 'Failed to save your birth time. Please try again.';

const HOUR_OPTIONS = HOURS.map((hour) => ({ value: String(hour), label: String(hour) }));
const MINUTE_OPTIONS = MINUTES.map((minute) => ({ value: String(minute), label: twoDigits(minute) }));
const PERIOD_OPTIONS = [
  { value: 'AM', label: 'AM' },
  { value: 'PM', label: 'PM' },
];

/**
 * Step 5/14: the birth time (3:18 PM to start with, the visitor's own time when they come back),
 * or 'unknown' through the skip link.
 */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  const known = useKnownAnswers(state, credentials);
  const [edited, setEdited] = useState<BirthTimeParts | null>(null);
  const time = edited ?? parseBirthTime(known.birthTime);
  const setTime = (change: Partial<BirthTimeParts>) => setEdited({ ...time, ...change });
  if (!credentials) return <Redirecting />;

  async function saveTime(birthTime: string, timeUnknown: boolean) {
    if (await save({ birth_time: birthTime }, SAVE_FAILED)) goTo('/step-four', { birthTime, timeUnknown });
  }

  return (
    <StepFrame
      title="What time were you born?"
      intro="The birth time sets your ascendant and houses. Your birth certificate often shows it."
    >
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">Birth time</legend>
        <SelectField
          label="Hour"
          value={String(time.hour)}
          options={HOUR_OPTIONS}
          onChange={(value) => setTime({ hour: Number(value) })}
        />
        <SelectField
          label="Minutes"
          value={String(time.minute)}
          options={MINUTE_OPTIONS}
          onChange={(value) => setTime({ minute: Number(value) })}
        />
        <SelectField
          label="AM/PM"
          value={time.period}
          options={PERIOD_OPTIONS}
          onChange={(value) => setTime({ period: value as Period })}
        />
      </fieldset>
      <CtaButton className="mt-6" disabled={saving} onClick={() => void saveTime(formatBirthTime(time), false)}>
        {saving ? 'Saving...' : 'Continue'}
      </CtaButton>
      <button
        type="button"
        disabled={saving}
        onClick={() => void saveTime(UNKNOWN_TIME, true)}
        className="mx-auto mt-5 block min-h-11 rounded px-3 text-indigo-100 underline underline-offset-4 hover:text-gold disabled:opacity-60"
      >
        {SKIP_TIME}
      </button>
      <p className="mt-2 text-center text-sm text-indigo-200">
        Without a time we calculate for local noon, so your Moon and ascendant are approximate.
      </p>
    </StepFrame>
  );
}
