import { useState } from 'react';

import { UNKNOWN_TIME } from '../../domain/person';
import { CtaButton } from '../components/cta-button';
import { StepAction } from '../components/step-action';
import {
  formatBirthTime,
  HOURS,
  MINUTES,
  parseBirthTime,
  twoDigits,
  type BirthTimeParts,
  type Period,
} from './birth-time';
import { SelectField } from './select-field';

export const SKIP_TIME = "I don't remember (it's ok)";

const HOUR_OPTIONS = HOURS.map((hour) => ({ value: String(hour), label: String(hour) }));
const MINUTE_OPTIONS = MINUTES.map((minute) => ({ value: String(minute), label: twoDigits(minute) }));
const PERIOD_OPTIONS = [
  { value: 'AM', label: 'AM' },
  { value: 'PM', label: 'PM' },
];

export type BirthTimeFormProps = {
  /** The visitor's saved time when they come back ('unknown' or nothing: 3:18 PM). */
  known: string | undefined;
  saving: boolean;
  /** 'H:MM AM/PM' with timeUnknown false, or 'unknown' with timeUnknown true from the skip link. */
  onSubmit: (birthTime: string, timeUnknown: boolean) => void;
};

/** The birth time selectors; every choice is a valid time, so this step has no error of its own. */
export function BirthTimeForm({ known, saving, onSubmit }: BirthTimeFormProps) {
  const [edited, setEdited] = useState<BirthTimeParts | null>(null);
  const time = edited ?? parseBirthTime(known);
  const setTime = (change: Partial<BirthTimeParts>) => setEdited({ ...time, ...change });

  return (
    <div className="flex flex-col gap-6">
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
      <StepAction>
        <CtaButton disabled={saving} onClick={() => onSubmit(formatBirthTime(time), false)}>
          {saving ? 'Saving...' : 'Continue'}
        </CtaButton>
      </StepAction>
      <div className="-mt-1">
        <button
          type="button"
          disabled={saving}
          onClick={() => onSubmit(UNKNOWN_TIME, true)}
          className="mx-auto block min-h-11 rounded px-3 text-indigo-100 underline underline-offset-4 hover:text-gold disabled:opacity-60"
        >
          {SKIP_TIME}
        </button>
        <p className="mt-2 text-center text-sm text-indigo-200">
          Without a time we calculate for local noon, so your Moon and ascendant are approximate.
        </p>
      </div>
    </div>
  );
}
