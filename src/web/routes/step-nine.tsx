import { PATHS } from '../../domain/routes';
import { questionsOf, subjectOf } from '../chart/questions';
import { ReadingRequest, SignPair } from '../chart/reading-request';
import { Card } from '../chart/card';
import { testimonialFor, type Testimonial } from '../chart/testimonial';
import { useClientQuote } from '../chart/use-client-quote';
import { useRedirectWhen } from '../chart/use-redirect-when';
import { useFunnelClaims } from '../checkout/use-funnel-claims';
import { CtaButton } from '../components/cta-button';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { site } from '../site';

const MISSING_REQUEST = 'Missing important information. Redirecting to previous step...';

function QuoteCard({ testimonial, note }: { testimonial: Testimonial; note: string }) {
  return (
    <Card>
      <figure>
        <p className="text-gold" aria-label={`Rated ${testimonial.rating} out of 5`}>
          {'★'.repeat(testimonial.rating)}
          <span className="text-indigo-300/50">{'★'.repeat(5 - testimonial.rating)}</span>
        </p>
        <blockquote className="mt-2 text-sm italic leading-relaxed">“{testimonial.text}”</blockquote>
        <figcaption className="mt-2 text-sm text-indigo-200">
          {testimonial.attribution}
          <span className="block text-xs">{note}</span>
        </figcaption>
      </figure>
    </Card>
  );
}

/** Step 11: what the persona will ask the stars, and what one client said of theirs. */
export function Component() {
  const { state, credentials, goTo } = useFunnelStep();
  const claims = useFunnelClaims();
  const subject = subjectOf(state);
  const questions = questionsOf(state);
  const complete = subject !== null && questions.length > 0;
  useRedirectWhen(credentials !== null && !complete, MISSING_REQUEST, PATHS.stepEight, state);
  // True claims quote a real approved review or nothing; simulated ones write an example.
  const clientQuote = useClientQuote(subject, claims === 'truthful' && complete);

  const example =
    claims === 'simulated' && subject && questions[0]
      ? testimonialFor({
          subject,
          firstQuestion: questions[0],
          city: state.birthCity?.name,
          country: state.birthCity?.country,
        })
      : null;
  return (
    <StepScreen title={`${site.persona} will ask your guiding stars`}>
      {!subject || !complete ? null : (
        <>
          <SignPair state={state} />
          <ReadingRequest subject={subject} questions={questions} additionalInfo={state.additionalInfo} />
          {example ? (
            <QuoteCard testimonial={example} note="An illustrative example, written from your subject and question." />
          ) : null}
          {claims === 'truthful' && clientQuote ? (
            <QuoteCard testimonial={clientQuote} note="Verified client: a published review of their own reading." />
          ) : null}
          <StepAction>
            <CtaButton onClick={() => goTo(PATHS.pdfReaderPreCheckout, { subject, questions, from: 'step-nine' })}>
              Continue
            </CtaButton>
          </StepAction>
        </>
      )}
    </StepScreen>
  );
}
