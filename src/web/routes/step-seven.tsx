import { useEffect, useState } from 'react';

import { predictionsFor, type Predictions } from '../../astro/predictions';
import { isSign } from '../../astro/signs';
import { PATHS } from '../../domain/routes';
import { Card } from '../chart/card';
import { useRedirectWhen } from '../chart/use-redirect-when';
import { CtaButton } from '../components/cta-button';
import { Spinner } from '../components/spinner';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import type { FunnelState } from '../funnel/navigation-state';
import { useFunnelStep } from '../funnel/use-funnel-step';

/** Spec section 9: the predictions appear after 800 ms. */
const LOADING_MS = 800;

const SECTIONS: { key: keyof Predictions; title: string; icon: string }[] = [
  { key: 'love', title: 'Love', icon: '♥' },
  { key: 'wellness', title: 'Wellness', icon: '✚' },
  { key: 'growth', title: 'Growth', icon: '✦' },
];

function moonSignOf(state: FunnelState) {
  const moon = state.planetPositions?.find((position) => position.planet === 'Moon');
  return moon && isSign(moon.sign) ? moon.sign : undefined;
}

/** Step 9: love, wellness and growth, chosen by the sun's, moon's and ascendant's elements. */
export function Component() {
  const { state, credentials, goTo } = useFunnelStep();
  const { zodiacSign, ascendant } = state;
  const ready = Boolean(zodiacSign && ascendant);
  useRedirectWhen(
    credentials !== null && !ready,
    'Missing important astrological data. Returning to previous page...',
    PATHS.stepSix,
    state,
  );
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  const predictions =
    zodiacSign && ascendant ? predictionsFor({ sunSign: zodiacSign, ascendant, moonSign: moonSignOf(state) }) : null;
  return (
    <StepScreen title="Your Cosmic Revelations" lead={ready ? `${zodiacSign} sun, ${ascendant} rising` : undefined}>
      {!predictions ? null : loading ? (
        <p role="status" className="flex items-center justify-center gap-3 py-8 text-sm">
          <Spinner />
          Loading your cosmic reading...
        </p>
      ) : (
        <>
          {SECTIONS.map((section) => (
            <Card key={section.key}>
              <h2 className="flex items-center gap-2 text-lg font-semibold text-gold">
                <span aria-hidden="true">{section.icon}</span>
                {section.title}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-indigo-50">{predictions[section.key]}</p>
            </Card>
          ))}
          <StepAction>
            <CtaButton onClick={() => goTo(PATHS.stepEight)}>Ask Your Questions</CtaButton>
          </StepAction>
        </>
      )}
    </StepScreen>
  );
}
