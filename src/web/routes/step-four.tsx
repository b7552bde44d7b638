import { PATHS } from '../../domain/routes';
import { Redirecting } from '../components/redirecting';
import { StepScreen } from '../components/step-screen';
import { BirthCityForm } from '../early-steps/birth-city-form';

import type { BirthCity } from '../funnel/navigation-state';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';

const SAVE_FAILED = 'Failed to save your birth city. Please try again.';

/** Step 6/14: the birth city from the city search, then the ascendant choice. */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  const known = useKnownAnswers(state, credentials);
  if (!credentials) return <Redirecting />;

  async function submit(city: BirthCity) {
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
    if (saved) goTo(PATHS.ascendantChoiceStepFive, { birthCity: city });
  }

  return (
    <StepScreen
      title="Where were you born?"
      lead="The place of birth turns your birth time into the exact sky above you."
    >
      <BirthCityForm known={known.birthCity} saving={saving} onSubmit={(city) => void submit(city)} />
    </StepScreen>
  );
}
