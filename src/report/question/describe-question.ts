import type { QuestionLine, QuestionLineRequest } from '../../domain/question-line';
import { describeFrame } from './describe-frame';
import { readQuestion } from './read-question';

/**
 * The questions screen's line for one question, read by the reader the PDF uses. Only the line is shown, and its words
 * do not depend on the time zone (a time frame is quoted as written), so the days are counted in UTC.
 */
export function describeQuestion(request: QuestionLineRequest, now: Date): QuestionLine {
  return describeFrame(
    readQuestion(request.question, {
      subject: request.subject,
      now,
      zone: 'UTC',
      birthDate: request.birthDate ?? '',
    }),
  );
}
