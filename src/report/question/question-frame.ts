/** Whom a question is about, as a person in the client's life. */
export type FramePerson =
  | 'self'
  /** spouse, husband, wife, boyfriend, girlfriend, fiance: the current partner */
  | 'partner'
  | 'ex'
  /** a crush, someone they are dating, "the one", a future spouse */
  | 'prospective-partner'
  | 'child'
  /** son-in-law, daughter-in-law, "my son's wife" */
  | 'child-spouse'
  | 'grandchild'
  | 'sibling'
  /** niece, nephew */
  | 'sibling-child'
  | 'mother'
  | 'father'
  | 'parents'
  /** mother-in-law, father-in-law */
  | 'partner-parent'
  /** brother/sister-in-law (the partner's sibling) */
  | 'partner-sibling'
  | 'boss'
  | 'colleague'
  | 'employee'
  | 'friend'
  /** an open enemy, a competitor, the other woman, the other side in court */
  | 'rival'
  | 'pet'
  | 'other';

/** What kind of answer is wanted; 'which': choose between two or more named options. */
export type FrameForm = 'yes-no' | 'which' | 'when' | 'how' | 'why' | 'open';

/** 'speculation': crypto, gambling, lottery, a risky venture with savings, stocks as a bet; 'safety': violence, self-harm, abuse. */
export type FrameStake = 'health' | 'medication' | 'money' | 'speculation' | 'legal' | 'pregnancy' | 'safety';

/** Why a chart cannot honestly answer a question. */
export type Refusal = 'death' | 'lottery' | 'diagnosis' | 'medication' | 'secret' | 'baby-sex';

/**
 * How the reading frames a question, as an astrologer would before judging it: about whom, from which house, in what
 * form, with what at stake, and whether a chart can answer it at all (decision 0035).
 */
export interface QuestionFrame {
  who: FramePerson;
  /** The house standing for `who` by derived houses (`DERIVED_HOUSES`); 1 for the client. */
  house: number;
  form: FrameForm;
  /** For 'which': the options as short phrases from the text ("medicine", "law"); empty otherwise. */
  options: string[];
  stakes: FrameStake[];
  answerable: boolean;
  /** When not answerable: why, and the kind note the visitor gets instead of an answer. */
  refusal: { reason: Refusal; note: string } | null;
  /**
   * Whether the reader is sure of the person (named, not inferred from a bare "he") and of the matter (recognised, and
   * ahead of the runner-up). Where it is not, the answer treats the matter generally instead of leaning on a guess: a
   * person not sure is read from the theme's own houses, not the person's.
   */
  sure: { who: boolean; matter: boolean };
}
