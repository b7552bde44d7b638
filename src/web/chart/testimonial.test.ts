import { describe, expect, it } from 'vitest';

import { questionsOf, subjectOf } from './questions';
import { pickClientQuote, testimonialFor } from './testimonial';

describe('testimonialFor', () => {
  it('follows the subject and the first question wording', () => {
    const career = testimonialFor({
      subject: 'career',
      firstQuestion: 'Should I change jobs?',
      city: 'Lyon',
      country: 'France',
    });
    expect(career.text).toMatch(/^I was stuck at a crossroads in my work\. I asked whether I should/);
    expect(career.attribution).toBe('A client from Lyon, France');
    expect(testimonialFor({ subject: 'health', firstQuestion: 'why am I tired?' }).text).toMatch(
      /worn out.*I asked why/,
    );
    expect(testimonialFor({ subject: 'love', firstQuestion: 'When will I meet someone?' }).text).toMatch(
      /kept me awake.*I asked when/,
    );
    expect(testimonialFor({ subject: 'money', firstQuestion: 'How do I save more?' }).text).toMatch(/I asked how/);
    expect(testimonialFor({ subject: 'friends', firstQuestion: 'Is she honest?' }).text).toMatch(
      /answered my question/,
    );
  });

  it('defaults the country to Italia', () => {
    expect(testimonialFor({ subject: 'love', firstQuestion: 'x' }).attribution).toBe('A client from Italia');
  });
});

describe('questionsOf and subjectOf', () => {
  it('merges question1..3 when there is no list, dropping blanks', () => {
    expect(questionsOf({ question1: ' A? ', question2: '  ', question3: 'C?' })).toEqual(['A?', 'C?']);
    expect(questionsOf({ questions: ['X', '', 'Y', 'Z', 'W'] })).toEqual(['X', 'Y', 'Z']);
  });

  it('takes subject or selectedSubject, only when it is a known subject', () => {
    expect(subjectOf({ selectedSubject: 'career' })).toBe('career');
    expect(subjectOf({ subject: 'nonsense' as never })).toBeNull();
  });
});

describe('pickClientQuote', () => {
  const review = (id: number, body: string | null, display_name: string | null, rating = 5) => ({
    id,
    rating,
    body,
    display_name,
    subject: 'career',
    date: '2026-11-01',
  });

  it('quotes the newest approved review with words, on the subject first, with its own name and rating', () => {
    const onSubject = [review(3, '  ', 'Empty E.'), review(2, 'It helped me decide.', 'Vera C.', 4)];
    const any = [review(9, 'Lovely.', 'Other O.')];
    expect(pickClientQuote(onSubject, any)).toEqual({
      text: 'It helped me decide.',
      attribution: 'Vera C.',
      rating: 4,
    });
    expect(pickClientQuote([], any)).toEqual({ text: 'Lovely.', attribution: 'Other O.', rating: 5 });
  });

  it('is absent without a real review, and never names a place', () => {
    expect(pickClientQuote([], [])).toBeNull();
    expect(pickClientQuote([review(1, null, 'Nobody')], [])).toBeNull();
    expect(pickClientQuote([review(1, 'Words.', null)], [])?.attribution).toBe('A client');
  });
});
