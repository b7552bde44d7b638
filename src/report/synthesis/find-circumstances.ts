/**
 * The standing facts of a client's life that change what an answer should advise: out of work, a new job, at school,
 * a business run with a partner, a parent who is ill, a partner who left and came back, a family member they no
 * longer speak to. Dated or not, each is read from the additional information the visitor typed.
 */
export type Circumstance =
  | 'out-of-work'
  | 'new-job'
  | 'at-school'
  | 'parents-expect'
  | 'business-partner'
  | 'parent-ill'
  | 'left-and-returned'
  | 'estranged'
  | 'retired';

export interface FoundCircumstance {
  circumstance: Circumstance;
  /** The visitor's sentence it was read from, without its closing punctuation. */
  sentence: string;
}

/** First match wins within one sentence for each circumstance; every circumstance is found at most once. */
const CUES: readonly [Circumstance, RegExp][] = [
  [
    'out-of-work',
    /\b(?:lost my job|laid off|made redundant|unemployed|out of work|between jobs|got fired|was fired)\b/i,
  ],
  ['new-job', /\b(?:started|begun|began|start) (?:a|my|the) new (?:job|role|position)\b|\bnew job\b/i],
  [
    'at-school',
    /\b(?:last|final|first) year (?:of|at|in) (?:school|university|uni|college|high school)\b|\bI am (?:a )?(?:student|at university|at school|in college)\b|\bI'm (?:a )?(?:student|at university|at school|in college)\b/i,
  ],
  ['parents-expect', /\b(?:my )?parents (?:want|expect|insist|push)/i],
  [
    'business-partner',
    /\b(?:run|own|have|started|share)\b[^.]*\b(?:business|garage|shop|company|restaurant|firm|practice|salon|agency)\b[^.]*\bwith (?:a|my) (?:business )?partner\b/i,
  ],
  [
    'parent-ill',
    /\b(?:father|mother|dad|mum|mom)\b[^.]*\b(?:stroke|cancer|ill|illness|sick|dementia|heart attack|in hospital|diagnosed)\b/i,
  ],
  ['left-and-returned', /\b(?:moved out|left)\b[^.]*\b(?:came back|moved back|returned)\b/i],
  ['estranged', /\b(?:barely|not|haven't|have not|hardly) (?:spoken|speak|talked)\b|\bno contact\b/i],
  ['retired', /\b(?:I am|I'm|I have|I've|just) retired\b|\bsince I retired\b/i],
];

export function findCircumstances(additionalInfo: string | null): FoundCircumstance[] {
  if (!additionalInfo?.trim()) return [];
  const sentences = additionalInfo
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.!?]+$/, ''))
    .filter((s) => s.length > 0);
  return CUES.flatMap(([circumstance, cue]) => {
    const sentence = sentences.find((s) => cue.test(s));
    return sentence ? [{ circumstance, sentence }] : [];
  });
}
