// Advice that starts from what the client told about their life, for the matters it changes. All original to this project.
import type { ThemeId } from '../question/theme-ids';
import type { Circumstance } from '../synthesis/find-circumstances';

const MONEY: readonly ThemeId[] = ['savings', 'debt', 'salary', 'inheritance'];
const WORK: readonly ThemeId[] = ['job-change', 'job-search', 'own-business', 'promotion', 'relocation-abroad'];
const ENERGY: readonly ThemeId[] = ['fatigue', 'sleep', 'stress', 'work-life-balance'];
const BONDS: readonly ThemeId[] = ['marriage-crisis', 'divorce', 'relationship-future', 'cohabitation'];
/** A silence told in the notes is with someone the client argues with, not with every relative another question names. */
const QUARRELS: readonly ThemeId[] = ['in-laws', 'family-conflict', 'siblings', 'friend-conflict'];

type Lines = readonly [readonly ThemeId[], string][];

const ADVICE: Record<Circumstance, Lines> = {
  'out-of-work': [
    [
      ['speculation'],
      'Without a wage coming in, your savings are what you live on until the next job: they are the last money to put at risk.',
    ],
    [
      ['lending'],
      'Without a wage of your own just now, a loan from your savings lends out your own safety net: if you want to help, help with time, contacts or a gift you can spare.',
    ],
    [
      MONEY,
      'Without a wage coming in, the first improvement is income: put the helpful stretch into the job search, and until then know how many months your savings cover at your present spending.',
    ],
    [
      WORK,
      'Between jobs, each month of savings is runway: decide now how many months you give this before you take interim work, so the choice is made calmly and not in a panic.',
    ],
  ],
  'new-job': [
    [
      ENERGY,
      'You date it yourself to the new job: new hours, new people and a mind that keeps working at night are reason enough. Tell your doctor when it began, and keep one fixed bedtime for a month before you judge.',
    ],
    [
      WORK,
      'A job begun this year is still in its settling months: judge it after six months, not in the first tired weeks.',
    ],
  ],
  'at-school': [
    [
      ['study-choice'],
      'While you are still at school, spend a day beside someone in each field before you apply; a day of the real work says more than any prospectus.',
    ],
    [
      ['exams'],
      'In a final year the marks are made in the weeks before the papers: plan those weeks now, subject by subject.',
    ],
  ],
  'parents-expect': [
    [
      ['study-choice', 'job-change'],
      'Your parents’ wish is one voice, not the deciding one: tell them what each path would mean for you day to day, and ask what they fear if you choose otherwise; a choice they understand is easier for them to back.',
    ],
  ],
  'business-partner': [
    [
      ['own-business', 'job-change'],
      'You already run a business with a partner: before you start one of your own, settle with them in writing whether you leave, are bought out or divide the work, since a new venture beside an unsettled partnership splits your money and your time.',
    ],
  ],
  'parent-ill': [
    [
      ['recovery', 'caring-for-elder', 'parents'],
      'While your parent recovers, look after your own strength as well: carers who rest and share the load last longer, and recovery from a serious illness is counted in months, not weeks.',
    ],
    [
      ['own-business', 'property', 'moving-home', 'relocation-abroad'],
      'With a parent ill, weigh how much of your time the coming months will ask of you before you take on a large new commitment.',
    ],
  ],
  'left-and-returned': [
    [
      ['property', 'moving-home'],
      'With your partner back only recently after moving out, settle where the marriage stands before you put both names on a deed: joint property is far harder to undo than to delay.',
    ],
    [
      BONDS,
      'A partner who left and came back is telling you the bond still matters: use this calm to name what made them leave, ideally with a couples counsellor, so the repair is more than a truce.',
    ],
  ],
  estranged: [
    [
      ['child-relations'],
      'With the silence you describe in the family, a question about their marriage can land as judgement: let the first contacts be about something else, and let your child bring the marriage up when ready.',
    ],
    [
      QUARRELS,
      'After a long silence the first contact should be short, warm and ask for nothing; a step that costs the other person nothing is the easiest to answer.',
    ],
  ],
  retired: [
    [
      ['savings', 'speculation', 'lending'],
      'In retirement, money lost cannot be earned back: risk only what you could watch fall by a third without losing sleep.',
    ],
  ],
};

/** The advice a circumstance gives on a matter, or null when it does not change what to do about it. */
export function circumstanceAdvice(circumstance: Circumstance, theme: ThemeId): string | null {
  return ADVICE[circumstance].find(([themes]) => themes.includes(theme))?.[1] ?? null;
}
