import { useState } from 'react';

import type { CitySuggestion } from '../../domain/city';
import { CtaButton } from '../components/cta-button';
import { StepAction } from '../components/step-action';
import type { BirthCity } from '../funnel/navigation-state';
import { CityPicker } from './city-picker';

/** The spec's required-field message and its title. */
export const CITY_REQUIRED = { title: 'Required field', message: 'Please enter your birth city' };

/** The navigation state's birthCity: the suggestion less its country code. */
function toBirthCity({ name, state, country, displayName, lat, lon, type, timeZone }: CitySuggestion): BirthCity {
  return { name, state, country, displayName, lat, lon, type, timeZone };
}

export type BirthCityFormProps = {
  /** The visitor's city when they come back; it may arrive after the first paint. */
  known: BirthCity | undefined;
  saving: boolean;
  onSubmit: (city: BirthCity) => void;
};

/**
 * The birth city from the city search. Continue without one says so under the search, until a
 * city is chosen.
 */
export function BirthCityForm({ known, saving, onSubmit }: BirthCityFormProps) {
  // Undefined until the visitor picks or clears a city here.
  const [picked, setCity] = useState<BirthCity | null | undefined>(undefined);
  const [attempted, setAttempted] = useState(false);
  const city = picked === undefined ? (known ?? null) : picked;

  function submit() {
    if (city) onSubmit(city);
    else setAttempted(true);
  }

  return (
    <div className="flex flex-col gap-6">
      <CityPicker
        selected={city}
        error={attempted && !city ? CITY_REQUIRED : null}
        onSelect={(chosen) => {
          setCity(chosen && toBirthCity(chosen));
          // Fixed: clearing the city again later starts without a reproach.
          if (chosen) setAttempted(false);
        }}
      />
      <StepAction>
        <CtaButton disabled={saving} onClick={submit}>
          {saving ? 'Saving...' : 'Continue'}
        </CtaButton>
      </StepAction>
    </div>
  );
}
