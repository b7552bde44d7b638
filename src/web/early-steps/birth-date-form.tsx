import { useId, useState } from 'react';

import { CtaButton } from '../components/cta-button';
import { StepAction } from '../components/step-action';
import {
  birthDateError,
  birthYears,
  changeBirthDate,
  daysInMonth,
  fromIsoDate,
  MONTH_NAMES,
  toIsoDate,
  type BirthDateParts,
} from './birth-date';
import { FieldMessage, fieldDescription } from './field-message';
import { SelectField } from './select-field';

const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));
const asNumber = (value: string) => (value === '' ? null : Number(value));

export type BirthDateFormProps = {
  /** The visitor's saved date (YYYY-MM-DD) when they come back; it may arrive after the first paint. */
  known: string | undefined;
  saving: boolean;
  onSubmit: (birthDate: string) => void;
};

/**
 * Month, day and year; the days follow the month and leap years. What is wrong shows under the
 * selectors once the date is complete or Continue was pressed, and goes as soon as it is right.
 */
export function BirthDateForm({ known, saving, onSubmit }: BirthDateFormProps) {
  const messageId = `${useId()}-message`;
  const [edited, setEdited] = useState<BirthDateParts | null>(null);
  const [attempted, setAttempted] = useState(false);
  const date = edited ?? fromIsoDate(known);
  // UTC, as the birth-date schema counts the 100 years.
  const years = birthYears(new Date().getUTCFullYear());
  const days = Array.from({ length: daysInMonth(date.month, date.year) }, (_, index) => String(index + 1));
  const change = (part: Partial<BirthDateParts>) => setEdited(changeBirthDate(date, part));

  const birthDate = toIsoDate(date);
  const error = attempted || birthDate !== null ? birthDateError(date) : null;
  // A missing part marks its own selector; a complete but refused date marks all three.
  const describe = (part: number | null) =>
    fieldDescription(messageId, part === null || birthDate !== null ? error : null);

  function submit() {
    setAttempted(true);
    if (birthDate !== null && birthDateError(date) === null) onSubmit(birthDate);
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid grid-cols-[1.4fr_1fr_1.2fr] gap-2">
        <legend className="sr-only">Birth date</legend>
        <SelectField
          label="Month"
          placeholder="Month"
          value={date.month === null ? '' : String(date.month)}
          options={MONTH_OPTIONS}
          description={describe(date.month)}
          onChange={(value) => change({ month: asNumber(value) })}
        />
        <SelectField
          label="Day"
          placeholder="Day"
          value={date.day === null ? '' : String(date.day)}
          options={days.map((day) => ({ value: day, label: day }))}
          description={describe(date.day)}
          onChange={(value) => change({ day: asNumber(value) })}
        />
        <SelectField
          label="Year"
          placeholder="Year"
          value={date.year === null ? '' : String(date.year)}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          description={describe(date.year)}
          onChange={(value) => change({ year: asNumber(value) })}
        />
      </fieldset>
      <div className="-mt-2">
        <FieldMessage id={messageId} error={error} />
      </div>
      <StepAction>
        <CtaButton disabled={saving} onClick={submit}>
          {saving ? 'Saving...' : 'Continue'}
        </CtaButton>
      </StepAction>
    </div>
  );
}
