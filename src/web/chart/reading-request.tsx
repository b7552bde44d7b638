import { SIGN_GLYPHS } from '../../astro/signs';
import { SUBJECT_LABELS, type Subject } from '../../domain/astrology';
import type { FunnelState } from '../funnel/navigation-state';
import { Card } from './card';

/** Sun and ascendant with their glyphs, when both are known. */
export function SignPair({ state }: { state: FunnelState }) {
  const { zodiacSign, ascendant } = state;
  if (!zodiacSign || !ascendant) return null;
  return (
    <p className="text-center text-base">
      <span aria-hidden="true" className="text-gold">
        {SIGN_GLYPHS[zodiacSign]}{' '}
      </span>
      Sun in {zodiacSign} ·{' '}
      <span aria-hidden="true" className="text-gold">
        {SIGN_GLYPHS[ascendant]}{' '}
      </span>
      {ascendant} rising
    </p>
  );
}

/** What the persona will ask: the subject, the questions and the visitor's extra details. */
export function ReadingRequest({
  subject,
  questions,
  additionalInfo,
}: {
  subject: Subject;
  questions: string[];
  additionalInfo?: string;
}) {
  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-xs uppercase tracking-wide text-indigo-200">Subject</h2>
        <p className="text-lg font-semibold text-gold">{SUBJECT_LABELS[subject]}</p>
      </div>
      <div>
        <h2 className="text-xs uppercase tracking-wide text-indigo-200">Your questions</h2>
        <ol className="mt-1 list-decimal space-y-1 pl-5">
          {questions.map((question, index) => (
            <li key={index}>{question}</li>
          ))}
        </ol>
      </div>
      {additionalInfo?.trim() ? (
        <div>
          <h2 className="text-xs uppercase tracking-wide text-indigo-200">Additional information</h2>
          <p className="mt-1 whitespace-pre-line text-sm">{additionalInfo}</p>
        </div>
      ) : null}
    </Card>
  );
}
