import { useId, useState, type FormEvent } from 'react';

import { SUBJECTS, SUBJECT_LABELS, type Subject } from '../../domain/astrology';
import type { ReadingPatch } from '../../domain/reading';
import { PATHS } from '../../domain/routes';
import { chartPatch, personalPatch } from '../chart/birth-chart';
import { MAX_QUESTIONS, questionsOf, subjectOf } from '../chart/questions';
import { CtaButton } from '../components/cta-button';
import { Spinner } from '../components/spinner';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import type { FunnelState } from '../funnel/navigation-state';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';
import { notifyError } from '../notify';
import { ReadAsLine } from '../questions/read-as-line';
import { track } from '../tracking';

const REQUIRED = 'Please select a subject and enter at least one question';
const SAVE_FAILED = 'There was an error saving your data. Please try again.';
const QUESTION_MAX = 500;
const INFO_MAX = 2000;

function answersPatch(state: FunnelState, subject: Subject, questions: string[], info: string): ReadingPatch {
  const base =
    state.zodiacSign && state.ascendant
      ? chartPatch(state, { zodiacSign: state.zodiacSign, ascendant: state.ascendant })
      : personalPatch(state);
  return {
    ...base,
    selected_subject: subject,
    question1: questions[0] ?? null,
    question2: questions[1] ?? null,
    question3: questions[2] ?? null,
    additional_info: info || null,
  };
}

/** Step 10: the subject, up to three questions and optional details; everything is saved. */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  // The visitor's own subject and questions when they come back (state, else the stored reading);
  // each stays null until the visitor changes it here.
  const known = useKnownAnswers(state, credentials);
  const [chosenSubject, setSubject] = useState<Subject | null>(null);
  const [typedQuestions, setQuestions] = useState<string[] | null>(null);
  const [typedInfo, setInfo] = useState<string | null>(null);
  const subject = chosenSubject ?? subjectOf(known);
  const knownQuestions = questionsOf(known);
  const questions = typedQuestions ?? Array.from({ length: MAX_QUESTIONS }, (_, index) => knownQuestions[index] ?? '');
  const info = typedInfo ?? known.additionalInfo ?? '';
  const [showError, setShowError] = useState(false);
  const ids = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const asked = questions.map((q) => q.trim()).filter((q) => q.length > 0);
    if (!subject || asked.length === 0) {
      setShowError(true);
      void notifyError(REQUIRED);
      return;
    }
    setShowError(false);
    const additionalInfo = info.trim();
    if (!(await save(answersPatch(state, subject, asked, additionalInfo), SAVE_FAILED))) return;
    void track('Lead', { content_name: 'astrology_reading', subject }, credentials);
    goTo(PATHS.stepNine, {
      subject,
      selectedSubject: subject,
      questions: asked,
      question1: asked[0],
      question2: asked[1],
      question3: asked[2],
      additionalInfo: additionalInfo || undefined,
    });
  }

  return (
    <StepScreen title="What Would You Like to Ask the Stars?" lead="Choose a subject and write up to three questions.">
      <form onSubmit={(event) => void submit(event)} className="space-y-6" noValidate>
        <fieldset>
          <legend className="font-semibold">Subject</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {SUBJECTS.map((value) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-white/20 bg-night-card px-3 text-sm has-checked:border-gold has-checked:text-gold has-focus-visible:outline-3 has-focus-visible:outline-gold"
              >
                <input
                  type="radio"
                  name="subject"
                  value={value}
                  checked={subject === value}
                  onChange={() => setSubject(value)}
                  className="accent-gold"
                />
                {SUBJECT_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-3">
          {questions.map((question, index) => (
            <div key={index} className="space-y-1">
              <label htmlFor={`${ids}-q${index}`} className="block text-sm font-semibold">
                {index === 0 ? 'Your question' : `Question ${index + 1} (optional)`}
              </label>
              <input
                id={`${ids}-q${index}`}
                type="text"
                value={question}
                maxLength={QUESTION_MAX}
                onChange={(event) => setQuestions(questions.map((q, i) => (i === index ? event.target.value : q)))}
                aria-describedby={`${ids}-q${index}-read`}
                className="min-h-12 w-full rounded-xl border border-white/25 bg-night-card px-4 text-base text-white placeholder:text-indigo-300"
                placeholder={index === 0 ? 'e.g. Should I change jobs this year?' : undefined}
              />
              <ReadAsLine
                id={`${ids}-q${index}-read`}
                question={question}
                subject={subject}
                birthDate={known.birthDate}
              />
            </div>
          ))}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-info`} className="block text-sm font-semibold">
            Additional information (optional)
          </label>
          <textarea
            id={`${ids}-info`}
            value={info}
            maxLength={INFO_MAX}
            rows={4}
            onChange={(event) => setInfo(event.target.value)}
            className="w-full rounded-xl border border-white/25 bg-night-card px-4 py-3 text-base text-white"
          />
        </div>
        {showError ? (
          <p role="alert" className="text-sm text-rose-200">
            {REQUIRED}
          </p>
        ) : null}
        <StepAction>
          <CtaButton type="submit" disabled={saving}>
            {saving ? <Spinner /> : null}
            Continue
          </CtaButton>
        </StepAction>
      </form>
    </StepScreen>
  );
}
