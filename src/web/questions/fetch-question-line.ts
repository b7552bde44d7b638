import {
  QUESTION_LINE_PATH,
  questionLineSchema,
  type QuestionLine,
  type QuestionLineRequest,
} from '../../domain/question-line';

/** How the reading will read one question (POST, so the question never sits in a URL or a log of URLs). */
export async function fetchQuestionLine(request: QuestionLineRequest, signal?: AbortSignal): Promise<QuestionLine> {
  const response = await fetch(QUESTION_LINE_PATH, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The question line answered ${response.status}.`);
  return questionLineSchema.parse(await response.json());
}
