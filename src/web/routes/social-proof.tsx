import { PATHS } from '../../domain/routes';
import { CtaButton } from '../components/cta-button';
import { Redirecting } from '../components/redirecting';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { FiveStars } from '../early-steps/five-stars';
import { useIsPainting } from '../funnel/painted-reading';
import { useExperimentVariant } from '../funnel/use-experiment-variant';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useMissingStateRedirect } from '../funnel/use-missing-state-redirect';
import { site } from '../site';

export const SOCIAL_PROOF_MISSING = 'Missing required information. Redirecting to home page.';

/**
 * Step 1/14: needs the identity and the reading; love visitors skip the tarot page, and so do the
 * visitors a tarot_pitch experiment puts on 'skipped' (decision 0021).
 */
export function Component() {
  const { state, credentials, goTo } = useFunnelStep(SOCIAL_PROOF_MISSING);
  // The build paints this page without knowing the identity, which nothing on it depends on.
  const painting = useIsPainting();
  const missingGender = !painting && credentials !== null && !state.gender;
  useMissingStateRedirect(missingGender, SOCIAL_PROOF_MISSING);
  const love = state.sourcePage === PATHS.love;
  const tarotPitch = useExperimentVariant(love || missingGender ? null : credentials, 'tarot_pitch');
  if (!credentials || missingGender) return <Redirecting />;

  const next = love || tarotPitch.answer?.arm === 'skipped' ? PATHS.stepOne : PATHS.tarotVsAstrology;
  return (
    <StepScreen title={`+130,000 people already ask ${site.persona} about their future`}>
      <figure className="rounded-2xl border border-white/10 bg-night-card p-5 shadow-lg">
        <FiveStars />
        <blockquote className="mt-3 text-pretty leading-relaxed text-indigo-50">
          “I was sceptical at first, but my reading described the last two years of my life with an accuracy that gave
          me chills. The advice about my career turned out to be exactly what I needed.”
        </blockquote>
        <figcaption className="mt-3 text-sm font-medium text-indigo-200">Laura M. · Illustrative example</figcaption>
      </figure>
      <p className="text-center text-sm text-indigo-200">
        Your reading is built from your own birth chart. It takes about two minutes.
      </p>
      <StepAction>
        <CtaButton onClick={() => goTo(next)} disabled={tarotPitch.pending}>
          Continue
        </CtaButton>
      </StepAction>
    </StepScreen>
  );
}
