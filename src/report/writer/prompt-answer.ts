import type { AnswerBrief } from '../document/reading-document';
import type { ChatMessage } from './ask-model';

/** The model is given the question and the chart's testimony, nothing else, and told the rules its answer is checked against. */
export function promptAnswer(brief: AnswerBrief, persona: string): ChatMessage[] {
  const adviser = brief.adviser
    ? ` Say plainly that ${brief.adviser === 'doctor' ? 'the doctor' : `a ${brief.adviser}`} decides this, beside the stars.` +
      ' Never advise against a treatment or procedure a doctor recommended, and never suggest doing without one.'
    : '';
  const system = [
    `You are ${persona}, an astrologer writing one answer inside a personal reading for ${brief.name}.`,
    'Write in the first person, to the reader as "you": warm, plain and specific, never vague.',
    'Use only the testimony you are given. Name no planet, sign, house or date that is not in it; write dates as the testimony does ("3 March 2027").',
    'Answer the question that was asked and name what it is about, using the words in "mustName".',
    'For a yes/no question with a stance, give it (yes; yes with effort, naming the help and the strain; not yet, with the better window; or caution) and the reasons behind it.',
    'Give the dated windows when timing matters, inside the time frame the question names.',
    'End with practical advice tied to the question; use the additional information where it is relevant.' + adviser,
    'Length: 150 to 250 words in two to four paragraphs separated by a blank line. Plain text only: no headings, lists, markdown or sign-off.',
  ].join(' ');
  return [
    { role: 'system', content: system },
    {
      role: 'user',
      content: `Question: ${brief.question}\n\nTestimony:\n\`\`\`json\n${JSON.stringify(brief, null, 2)}\n\`\`\``,
    },
  ];
}
