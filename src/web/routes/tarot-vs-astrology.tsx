import { PATHS } from '../../domain/routes';
import { CtaButton } from '../components/cta-button';
import { Redirecting } from '../components/redirecting';
import { StepScreen } from '../components/step-screen';
import { useFunnelStep } from '../funnel/use-funnel-step';

const DISCOVER = 'Click here: Discover Your Destiny NOW!';

const COMPARISON = [
  {
    heading: 'Tarot answers the moment',
    text: 'A tarot spread depends on the cards drawn today. Shuffle again and the answer changes: it speaks about a mood, not about you.',
  },
  {
    heading: 'Astrology starts from you',
    text: 'Your birth chart is the exact sky at the minute and place you were born. It never changes, so everything read from it is yours alone.',
  },
  {
    heading: 'Twelve houses, ten planets, one story',
    text: 'Love, work, health and the people around you each have their place in the chart. Reading them together shows patterns a single card cannot.',
  },
];

/** Step 2/14: why a chart says more than a card draw, with the call to action three times. */
export function Component() {
  const { credentials, goTo } = useFunnelStep();
  if (!credentials) return <Redirecting />;

  const discover = (reveal: boolean) => (
    <CtaButton reveal={reveal} onClick={() => goTo(PATHS.stepOne)}>
      {DISCOVER}
    </CtaButton>
  );
  return (
    <StepScreen
      title="Tarot or astrology: which one truly speaks about you?"
      lead="Both are ancient arts, but only one is drawn from the sky of the day you were born."
    >
      {discover(true)}
      <div className="space-y-4">
        {COMPARISON.map((item) => (
          <article key={item.heading} className="rounded-2xl border border-white/10 bg-night-card p-5">
            <h2 className="text-lg font-semibold text-gold">{item.heading}</h2>
            <p className="mt-2 leading-relaxed text-indigo-50">{item.text}</p>
          </article>
        ))}
      </div>
      {discover(false)}
      <p className="text-center leading-relaxed text-indigo-100">
        Your free reading takes your name, your birth date, time and place. From them we calculate your chart and show
        you what your guiding stars say about the year ahead. Readings are for entertainment.
      </p>
      {discover(false)}
    </StepScreen>
  );
}
