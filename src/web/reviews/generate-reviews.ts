import { SUBJECTS, type Subject } from '../../domain/astrology';
import { CLOSINGS, FIRST_NAMES, MIDDLES, openingsFor } from './review-texts';
import { seededRandom } from '../../domain/seeded-random';
import { integerBetween, pick, shuffle } from './seeded-random';

/** Spec section 3: a review is generated on the client, never stored. */
export type Review = { id: string; author: string; rating: 4 | 5; subject: Subject; content: string; date: string };

const SEED = 20_250_601;
const DAY_MS = 86_400_000;
/** Spec section 9: 200 to 300 per subject, dated within the last 90 days. */
const PER_SUBJECT = { min: 200, max: 300 } as const;
const MAX_AGE_DAYS = 90;
const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTW';

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The illustrative reviews: the same for every visitor on a given day (a fixed seed), dated
 * back from `today`, in a shuffled order.
 */
export function generateReviews(today: Date): Review[] {
  const random = seededRandom(SEED);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const reviews: Review[] = [];
  for (const subject of SUBJECTS) {
    const count = integerBetween(random, PER_SUBJECT.min, PER_SUBJECT.max);
    for (let index = 0; index < count; index += 1) {
      const names = random() < 0.7 ? FIRST_NAMES.female : FIRST_NAMES.male;
      const sentences = [pick(random, openingsFor(subject)), pick(random, MIDDLES), pick(random, CLOSINGS)];
      if (random() < 0.35) sentences.splice(2, 0, pick(random, MIDDLES));
      reviews.push({
        id: `${subject}-${index + 1}`,
        author: `${pick(random, names)} ${pick(random, [...LAST_INITIALS])}.`,
        rating: random() < 0.8 ? 5 : 4,
        subject,
        content: [...new Set(sentences)].join(' '),
        date: isoDay(new Date(midnight - integerBetween(random, 0, MAX_AGE_DAYS - 1) * DAY_MS)),
      });
    }
  }
  return shuffle(random, reviews);
}

/** Spec section 2: quoted content is cut at 280 characters with an ellipsis. */
export const TRUNCATE_AT = 280;

export function truncateReview(content: string): string {
  return content.length <= TRUNCATE_AT ? content : `${content.slice(0, TRUNCATE_AT).trimEnd()}…`;
}

/** Up to five page numbers around the current one (spec section 2, "Pagination"). */
export const PAGE_WINDOW = 5;

export function pageWindow(current: number, total: number): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(PAGE_WINDOW / 2), total - PAGE_WINDOW + 1));
  const end = Math.min(total, start + PAGE_WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
}
