import { Fragment } from 'react';

import type { Subject } from '../../domain/astrology';
import { useQuestionLine } from './use-question-line';

const SEPARATOR = ' · ';

type ReadAsLineProps = {
  /** The id the question's field names in aria-describedby. */
  id: string;
  question: string;
  subject: Subject | null;
  birthDate: string | undefined;
};

/**
 * One quiet line under a question: how the reading will read it, or, for a question no chart can answer, the reading's
 * kind note and a question to ask instead. Its place opens as soon as the visitor types, so the line arriving later
 * does not push the form down.
 */
export function ReadAsLine({ id, question, subject, birthDate }: ReadAsLineProps) {
  const line = useQuestionLine(question, subject, birthDate);
  return (
    <div id={id} className={question.trim() ? 'min-h-5 text-xs leading-5 text-indigo-200' : undefined}>
      {line?.kind === 'read' ? (
        <p>
          {/* A part wraps to the next line whole where it fits ("this year", not "this / year"). */}
          {line.line.split(SEPARATOR).map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? SEPARATOR : null}
              <span className="inline-block">{part}</span>
            </Fragment>
          ))}
        </p>
      ) : null}
      {line?.kind === 'unanswerable' ? (
        <>
          <p>{line.note}</p>
          <p className="mt-1">
            Try asking: <span className="text-white">“{line.suggestion}”</span>
          </p>
        </>
      ) : null}
    </div>
  );
}
