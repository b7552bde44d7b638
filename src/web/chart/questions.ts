import { SUBJECTS, type Subject } from '../../domain/astrology';
import type { FunnelState } from '../funnel/navigation-state';

export const MAX_QUESTIONS = 3;

/** The visitor's questions: the questions list, else question1..3 merged; blanks dropped. */
export function questionsOf(state: FunnelState): string[] {
  const listed = Array.isArray(state.questions) ? state.questions : [state.question1, state.question2, state.question3];
  return listed
    .filter((q): q is string => typeof q === 'string')
    .map((q) => q.trim())
    .filter((q) => q.length > 0)
    .slice(0, MAX_QUESTIONS);
}

/** The subject under either of the spec's names, when it is one of ours. */
export function subjectOf(state: FunnelState): Subject | null {
  const subject = state.subject ?? state.selectedSubject;
  return subject && (SUBJECTS as readonly string[]).includes(subject) ? subject : null;
}
