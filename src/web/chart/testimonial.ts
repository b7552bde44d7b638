import type { Subject } from '../../domain/astrology';
import type { PublicReview } from '../../domain/reviews';

export type Testimonial = { text: string; attribution: string; rating: number };

type Topic = 'career' | 'health' | 'general';
type Wording = 'should' | 'how' | 'when' | 'why' | 'other';

/** Spec section 9: the text follows the subject (career, health, otherwise generic)... */
function topicOf(subject: Subject): Topic {
  return subject === 'career' || subject === 'health' ? subject : 'general';
}

/** ...and the first question's wording (should I, how, when, why). */
function wordingOf(question: string): Wording {
  const q = question.trim().toLowerCase();
  if (q.startsWith('should i')) return 'should';
  if (q.startsWith('how')) return 'how';
  if (q.startsWith('when')) return 'when';
  if (q.startsWith('why')) return 'why';
  return 'other';
}

const OPENING: Record<Topic, string> = {
  career: 'I was stuck at a crossroads in my work.',
  health: 'I had been worn out for months and could not see why.',
  general: 'I came with a question that had kept me awake for weeks.',
};

const ANSWER: Record<Wording, string> = {
  should:
    'I asked whether I should make the change, and the reading weighed both paths honestly instead of just telling me what I wanted to hear.',
  how: 'I asked how to move forward, and the reading gave me concrete steps that matched my chart.',
  when: 'I asked when things would shift, and the reading pointed to a period that made sense of what I was living.',
  why: 'I asked why it kept happening, and the reading explained a pattern I had never noticed in myself.',
  other: 'The reading answered my question with a clarity I did not expect.',
};

const CLOSING: Record<Topic, string> = {
  career: 'I went into the next month at work with a plan instead of doubts.',
  health: 'It helped me slow down and listen to what my body was asking for.',
  general: 'I felt understood, and calmer about what comes next.',
};

/**
 * The example testimonial of step nine under simulated claims, built from the visitor's own subject
 * and first question and attributed to their birthplace (Italia when unknown), as the spec describes.
 */
export function testimonialFor(input: {
  subject: Subject;
  firstQuestion: string;
  city?: string;
  country?: string;
}): Testimonial {
  const topic = topicOf(input.subject);
  const place = [input.city, input.country || 'Italia'].filter(Boolean).join(', ');
  return {
    text: `${OPENING[topic]} ${ANSWER[wordingOf(input.firstQuestion)]} ${CLOSING[topic]}`,
    attribution: `A client from ${place}`,
    rating: 5,
  };
}

/**
 * The quote of true claims: the newest approved review with words, on the visitor's subject when
 * one exists, else on any; shown with its own rating and the name its writer chose (never a place).
 */
export function pickClientQuote(onSubject: readonly PublicReview[], any: readonly PublicReview[]): Testimonial | null {
  const review = [...onSubject, ...any].find((candidate) => candidate.body?.trim());
  if (!review?.body) return null;
  return { text: review.body.trim(), attribution: review.display_name?.trim() || 'A client', rating: review.rating };
}
