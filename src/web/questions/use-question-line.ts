import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';

import type { Subject } from '../../domain/astrology';
import { questionLineRequestSchema, type QuestionLine, type QuestionLineRequest } from '../../domain/question-line';
import { useDebouncedValue } from '../early-steps/use-debounced-value';
import { fetchQuestionLine } from './fetch-question-line';

/** Asked once the visitor stops typing for this long: one request a pause, not one a keystroke. */
export const QUESTION_LINE_DEBOUNCE_MS = 600;
/** Shorter than this, and without two words, there is nothing to read yet. */
const MIN_CHARACTERS = 8;

function isReadable(text: string): boolean {
  return text.length >= MIN_CHARACTERS && /\S\s+\S/.test(text);
}

/**
 * How the reading will read the question being typed, or null while there is none to show (too short, no subject yet,
 * waiting, or the server could not say: the line is a help, never an error).
 */
export function useQuestionLine(
  question: string,
  subject: Subject | null,
  birthDate: string | undefined,
): QuestionLine | null {
  const typed = question.trim();
  const settled = useDebouncedValue(typed, QUESTION_LINE_DEBOUNCE_MS);
  const dated = questionLineRequestSchema.shape.birthDate.safeParse(birthDate).data;
  const request: QuestionLineRequest | null =
    subject !== null && isReadable(settled)
      ? { question: settled, subject, ...(dated ? { birthDate: dated } : {}) }
      : null;
  const result = useQuery({
    queryKey: ['question-line', subject, dated ?? '', settled],
    queryFn: request ? ({ signal }) => fetchQuestionLine(request, signal) : skipToken,
    retry: false,
    staleTime: Infinity,
    // The last line stays while the visitor types on, instead of blinking away at each pause.
    placeholderData: keepPreviousData,
  });
  return request && isReadable(typed) ? (result.data ?? null) : null;
}
