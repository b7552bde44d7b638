import { useState } from 'react';

import { birthDateSchema } from '../../domain/person';
import { CtaButton } from '../components/cta-button';
import {
  birthYears,
  changeBirthDate,
  daysInMonth,
  fromIsoDate,
  MONTH_NAMES,
  toIsoDate,
  type BirthDateParts,
} from '../early-steps/birth-date';
import { fieldError } from '../early-steps/field-error';
import { SelectField } from '../early-steps/select-field';
import { Redirecting, StepFrame } from '../early-steps/step-frame';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';
import { notifyError } from '../notify';

export const INCOMPLETE_DATE = 'Please select a complete birth date.';
const SAVE_FAILED = 'Failed to save your birth date. Please try again.';

const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));
const asNumber = (value: string) => (value === '' ? null : Number(value));

/** Step 4/14: month, day and year; the days follow the month and leap years. */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  // The visitor's own date when they come back; the stored one may arrive after the first paint.
  const known = useKnownAnswers(state, credentials);
  const [edited, setEdited] = useState<BirthDateParts | null>(null);
  const date = edited ?? fromIsoDate(known.birthDate);
  if (!credentials) return <Redirecting />;

  // UTC, as the birth-date schema counts the 100 years.
  const years = birthYears(new Date().getUTCFullYear());
  const days = Array.from({ length: daysInMonth(date.month, date.year) }, (_, index) => String(index + 1));
  const change = (part: Partial<BirthDateParts>) => setEdited(changeBirthDate(date, part));

  async function submit() {
    const birthDate = toIsoDate(date);
    // Complete dates can still be refused: under 18, per the legal texts (spec sections 1 and 9).
    const error = birthDate === null ? INCOMPLETE_DATE : fieldError(birthDateSchema, birthDate);
    if (birthDate === null || error !== null) {
      void notifyError(error ?? INCOMPLETE_DATE);
      return;
    }
    if (await save({ birth_date: birthDate }, SAVE_FAILED)) goTo('/step-three', { birthDate });
  }

  const name = state.name ? `${state.name}, when` : 'When';
  return (
    <StepFrame
      title={`${name} were you born?`}
      intro="Your birth date places the Sun, the Moon and the planets in your chart."
    >
      <fieldset className="grid grid-cols-[1.4fr_1fr_1.2fr] gap-2">
        <legend className="sr-only">Birth date</legend>
        <SelectField
          label="Month"
          placeholder="Month"
          value={date.month === null ? '' : String(date.month)}
          options={MONTH_OPTIONS}
          onChange={(value) => change({ month: asNumber(value) })}
        />
        <SelectField
          label="Day"
          placeholder="Day"
          value={date.day === null ? '' : String(date.day)}
          options={days.map((day) => ({ value: day, label: day }))}
          onChange={(value) => change({ day: asNumber(value) })}
        />
        <SelectField
          label="Year"
          placeholder="Year"
          value={date.year === null ? '' : String(date.year)}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          onChange={(value) => change({ year: asNumber(value) })}
        />
      </fieldset>
      <CtaButton className="mt-6" disabled={saving} onClick={() => void submit()}>
        {saving ? 'Saving...' : 'Continue'}
      </CtaButton>
    </StepFrame>
  );
}
