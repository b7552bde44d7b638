/** Enough of an answer to show it speaks to the question, and no more: the rest is the paid reading. */
const MAX_SENTENCES = 3;
const MAX_WORDS = 70;

/** The first sentences of an answer's first paragraph: up to three, and at most about 70 words. */
export function openingOf(paragraphs: readonly string[]): string {
  const sentences = (paragraphs[0] ?? '').split(/(?<=[.!?])\s+(?=[A-Z"“‘'])/);
  const kept: string[] = [];
  let words = 0;
  for (const sentence of sentences.slice(0, MAX_SENTENCES)) {
    const count = sentence.split(/\s+/).length;
    if (kept.length > 0 && words + count > MAX_WORDS) break;
    kept.push(sentence);
    words += count;
  }
  return kept.join(' ');
}
