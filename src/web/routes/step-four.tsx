import { useState } from 'react';

import type { CitySuggestion } from '../../domain/city';
import { CtaButton } from '../components/cta-button';
import { CityPicker } from '../early-steps/city-picker';
import { Redirecting, StepFrame } from '../early-steps/step-frame';
import type { BirthCity } from '../funnel/navigation-state';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';
import { notifyError } from '../notify';

const SAVE_FAILED = 'Failed to save your birth city. Please try again.';

/** The navigation state's birthCity: the suggestion less its country code. */
function toBirthCity({ name, state, country, displayName, lat, lon, type, timeZone }: CitySuggestion): BirthCity {
  return { name, state, country, displayName, lat, lon, type, timeZone };
}

/** Step 6/14: the birth city from the city search, then the ascendant choice. */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  // The visitor's city when they come back (state, else the stored reading) shows as the chosen
  // one; undefined until the visitor picks or clears a city here.
  const known = useKnownAnswers(state, credentials);
  const [picked, setCity] = useState<BirthCity | null | undefined>(undefined);
  const city = picked === undefined ? (known.birthCity ?? null) : picked;
  if (!credentials) return <Redirecting />;

  async function submit() {
    if (!city) {
      void notifyError('Required field', 'Please enter your birth city');
      return;
    }
    const saved = await save(
      {
        birth_city_name: city.name,
        birth_city_country: city.country,
        birth_city_state: city.state,
        birth_city_lat: city.lat,
        birth_city_lon: city.lon,
        birth_city_timezone: city.timeZone,
      },
      SAVE_FAILED,
    );
    if (saved) goTo('/ascendant-choice-step-five', { birthCity: city });
  }

  return (
    <StepFrame
      title="Where were you born?"
      intro="The place of birth turns your birth time into the exact sky above you."
    >
      <CityPicker selected={city} onSelect={(chosen) => setCity(chosen && toBirthCity(chosen))} />
      <CtaButton className="mt-6" disabled={saving} onClick={() => void submit()}>
        {saving ? 'Saving...' : 'Continue'}
      </CtaButton>
    </StepFrame>
  );
}
