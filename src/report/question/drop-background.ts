import type { QuestionParts } from './find-question-form';
import { endsClause } from './read-tokens';
import type { Token } from './read-tokens';

/**
 * The question without its past-tense background clauses, for the time frame: in "we broke up in march, will he come
 * back?" March is when it happened, not the time asked about. The asking clause is always kept.
 */
export function dropBackground(tokens: readonly Token[], parts: QuestionParts): string {
  const asking = new Set<Token>([
    ...parts.shape.lead,
    ...parts.shape.body,
    ...(parts.shape.aux ? [parts.shape.aux] : []),
  ]);
  const clauses: Token[][] = [[]];
  for (const token of tokens) {
    clauses.at(-1)?.push(token);
    if (endsClause(token)) clauses.push([]);
  }
  const isBackground = (clause: readonly Token[]) =>
    clause.some((token) => token.tags.has('PastTense')) && !clause.some((token) => asking.has(token));
  return clauses
    .filter((clause) => !isBackground(clause))
    .flat()
    .map((token) => token.text + (token.post || ' '))
    .join('');
}
