import type { LifeTheme } from '../question/life-themes';
import type { QuestionFrame } from '../question/question-frame';

/**
 * The theme as read for the person asked about (decision 0035): a question about someone else is judged first from
 * that person's house by derived houses (a daughter-in-law from the 11th, a mother from the 10th), the theme's own
 * houses after it. When the frame is not sure of the person, the theme is read as it stands: the matter in general
 * rather than a guess.
 */
export function frameTheme(theme: LifeTheme, frame: QuestionFrame): LifeTheme {
  if (frame.who === 'self' || !frame.sure.who) return theme;
  return { ...theme, houses: [frame.house, ...theme.houses.filter((house) => house !== frame.house)] };
}
