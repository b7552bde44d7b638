import { questionsOf, subjectOf } from '../chart/questions';
import { ReadingRequest, SignPair } from '../chart/reading-request';
import { Card, ScreenFrame } from '../chart/screen-frame';
import { testimonialFor } from '../chart/testimonial';
import { useRedirectWhen } from '../chart/use-redirect-when';
import { CtaButton } from '../components/cta-button';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { site } from '../site';

const MISSING_REQUEST = 'Missing important information. Redirecting to previous step...';

/** Step 11: what the persona will ask the stars, and what one client said of theirs. */
export function Component() {
  const { state, credentials, goTo } = useFunnelStep();
  const subject = subjectOf(state);
  const questions = questionsOf(state);
  const complete = subject !== null && questions.length > 0;
  useRedirectWhen(credentials !== null && !complete, MISSING_REQUEST, '/step-eight', state);

  const testimonial =
    subject && questions[0]
      ? testimonialFor({
          subject,
          firstQuestion: questions[0],
          city: state.birthCity?.name,
          country: state.birthCity?.country,
        })
      : null;
  return (
    <ScreenFrame title={`${site.persona} will ask your guiding stars`}>
      {!subject || !complete ? null : (
        <>
          <SignPair state={state} />
          <ReadingRequest subject={subject} questions={questions} additionalInfo={state.additionalInfo} />
          {testimonial ? (
            <Card>
              <figure>
                <p aria-hidden="true" className="text-gold">
                  ★★★★★
                </p>
                <blockquote className="mt-2 text-sm italic leading-relaxed">“{testimonial.text}”</blockquote>
                <figcaption className="mt-2 text-sm text-indigo-200">
                  {testimonial.attribution}
                  <span className="block text-xs">
                    An illustrative example, written from your subject and question.
                  </span>
                </figcaption>
              </figure>
            </Card>
          ) : null}
          <CtaButton onClick={() => goTo('/pdf-reader-pre-checkout', { subject, questions, from: 'step-nine' })}>
            Continue
          </CtaButton>
        </>
      )}
    </ScreenFrame>
  );
}
