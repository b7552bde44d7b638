import type { QuestionReading } from '../question/question-reading';
import type { Significator, TransitTestimony } from './testimony';

/** An angle is one end of an axis: the Midheaven's transits touch the IC, the 4th house's cusp, too. */
const ANGLE_AXIS: Record<string, readonly number[]> = { Ascendant: [1, 7], Midheaven: [10, 4] };

/**
 * The house whose planets alone decide a question about another person ("Will my ex come back?" is the ex's 7th, not
 * the 5th of romance the theme also reads): set when the question is read from that person's house first.
 */
export function personHouse(question: QuestionReading, significators: readonly Significator[]): number | null {
  const { who, sure, house } = question.frame;
  return who !== 'self' && sure.who && significators[0]?.house === house ? house : null;
}

/**
 * Whether a transit may carry a yes or a no: it must touch a planet that rules or stands in the question's own houses
 * (or the angle of its own house), and, in a question about another person, that person's house. A planet that speaks
 * for the matter only by nature (Saturn for commitment, the Moon for home) colours the answer but does not decide it:
 * Saturn trine natal Saturn says nothing of a house purchase whose 4th-house ruler is under strain. Without a birth time
 * there are no houses, and the natural rulers are all the chart has, so they carry it.
 */
export function carriesVerdict(
  transit: TransitTestimony,
  significators: readonly Significator[],
  question: QuestionReading,
): boolean {
  const housed = significators.filter((s) => s.role !== 'natural-ruler');
  if (housed.length === 0) return true;
  const only = personHouse(question, significators);
  const natal = transit.event.natal;
  const axis = ANGLE_AXIS[natal];
  // About another person, only the angle that is their own house's cusp decides (the Midheaven for a boss): "Jupiter
  // trines your Ascendant" would read as the client's own season.
  if (axis !== undefined) return only === null || axis[0] === only;
  return housed.some((s) => s.body === natal && (only === null || s.house === only));
}
