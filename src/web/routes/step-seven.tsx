import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

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
import { forgetPaintedArrival, paintedShownForMs } from '../funnel/painted-arrival';
import { useIsPainting } from '../funnel/painted-reading';
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
  const painting = useIsPainting();
  const { pathname } = useLocation();
  // The loading message counts from when it first showed: in the build's painted copy of this
  // page when the visitor arrived on it cold.
  const [loadingMs] = useState(() => Math.max(0, LOADING_MS - paintedShownForMs(pathname)));
  const [loading, setLoading] = useState(loadingMs > 0);

  useEffect(() => {
    forgetPaintedArrival();
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), loadingMs);
    return () => clearTimeout(timer);
  }, [loading, loadingMs]);

  const predictions =
    zodiacSign && ascendant ? predictionsFor({ sunSign: zodiacSign, ascendant, moonSign: moonSignOf(state) }) : null;
  return (
    <StepScreen title="Your Cosmic Revelations" lead={ready ? `${zodiacSign} sun, ${ascendant} rising` : undefined}>
      {painting || (predictions && loading) ? (
        <p role="status" className="flex items-center justify-center gap-3 py-8 text-sm">
          <Spinner />
          Loading your cosmic reading...
        </p>
      ) : predictions ? (
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
      ) : null}
    </StepScreen>
  );
}
