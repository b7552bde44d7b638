import { useEffect, useRef, useState } from 'react';

import { SUBJECT_LABELS } from '../../domain/astrology';
import { PATHS } from '../../domain/routes';
import { questionsOf, subjectOf } from '../chart/questions';
import { ReadingRequest, SignPair } from '../chart/reading-request';
import { Card } from '../chart/card';
import { useRedirectWhen } from '../chart/use-redirect-when';
import { CtaButton } from '../components/cta-button';
import { Spinner } from '../components/spinner';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { site } from '../site';

/** Spec section 9: the continue delay. */
const CONTINUE_DELAY_MS = 800;

const GENDER_LABELS = { female: 'Female', male: 'Male', 'non-binary': 'Non-binary' } as const;

/** The order review (10 of 11): everything the reading will be written from, then the PDF reader. */
export function Component() {
  const { state, credentials, goTo } = useFunnelStep();
  const subject = subjectOf(state);
  const questions = questionsOf(state);
  const complete = subject !== null && questions.length > 0;
  useRedirectWhen(
    credentials !== null && !complete,
    'Missing important information. Redirecting to previous step...',
    PATHS.stepEight,
    state,
  );
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function proceed() {
    setProcessing(true);
    timer.current = setTimeout(
      () => goTo(PATHS.pdfReader, { subject: subject ?? undefined, questions }),
      CONTINUE_DELAY_MS,
    );
  }

  const city = state.birthCity ? [state.birthCity.name, state.birthCity.country].filter(Boolean).join(', ') : null;
  const rows: [string, string | null][] = [
    ['Sign', state.zodiacSign ?? null],
    ['Ascendant', state.ascendant ?? null],
    ['Subject', subject ? SUBJECT_LABELS[subject] : null],
    ['First question', questions[0] ?? null],
    ['Gender', state.gender ? GENDER_LABELS[state.gender] : null],
    ['Birth city', city],
  ];
  return (
    <StepScreen title={`${site.persona} will ask your guiding stars`}>
      {!subject || !complete ? null : (
        <>
          <SignPair state={state} />
          <ReadingRequest subject={subject} questions={questions} additionalInfo={state.additionalInfo} />
          <Card>
            <h2 className="font-semibold text-gold">Summary</h2>
            <dl className="mt-2 divide-y divide-white/10 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-indigo-200">{label}</dt>
                  <dd className="text-right font-medium">{value ?? 'Not specified'}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <StepAction>
            <CtaButton onClick={proceed} disabled={processing}>
              {processing ? (
                <>
                  <Spinner />
                  Processing...
                </>
              ) : (
                'Continue'
              )}
            </CtaButton>
          </StepAction>
        </>
      )}
    </StepScreen>
  );
}
