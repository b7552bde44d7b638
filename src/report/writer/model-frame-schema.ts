import { z } from 'zod';

import { DERIVED_HOUSES } from '../question/derived-houses';
import { REFUSAL_NOTES } from '../question/find-refusal';
import type { FrameForm, FramePerson, FrameStake, Refusal } from '../question/question-frame';
import { THEME_IDS } from '../question/theme-ids';
import type { ThemeId } from '../question/theme-ids';

/** What each form means, as the model is told; a record so that a form added to `FrameForm` must be described here. */
export const FORM_MEANINGS: Record<FrameForm, string> = {
  'yes-no': 'will it, should I, is it: answered yes, no or not yet',
  which: 'choose between two or more options the question names',
  when: 'asks for a time',
  how: 'asks for a way to do something',
  why: 'asks for a reason',
  open: 'anything else: tell me about, what does the year hold',
};

export const STAKE_MEANINGS: Record<FrameStake, string> = {
  health: 'an illness, a body, a surgery, a pregnancy, sleep or addiction',
  medication: 'a medicine or treatment taken, started or stopped',
  money: 'savings, salary, debt, property, a business',
  speculation: 'crypto, gambling, lottery, trading, a risky venture with savings',
  legal: 'a court, a lawyer, a contract, a visa, custody, a divorce, an inheritance',
  pregnancy: 'conceiving, a pregnancy, a birth',
  safety: 'violence, abuse, self-harm, threats',
};

const PEOPLE = Object.keys(DERIVED_HOUSES) as [FramePerson, ...FramePerson[]];
const FORMS = Object.keys(FORM_MEANINGS) as [FrameForm, ...FrameForm[]];
const STAKES = Object.keys(STAKE_MEANINGS) as [FrameStake, ...FrameStake[]];
const REFUSALS = Object.keys(REFUSAL_NOTES) as [Refusal, ...Refusal[]];
const THEMES = THEME_IDS as [ThemeId, ...ThemeId[]];

/**
 * One question's frame as the model writes it (decision 0037): the fields of `QuestionFrame`, with the matter as theme
 * ids and the refusal as its reason alone (the kind note is the reading's own). Only the shape is checked here;
 * whether the fields agree with each other and with the question is `crossCheckFrame`'s.
 */
export const modelFrameSchema = z.object({
  who: z.enum(PEOPLE),
  house: z.number().int().min(1).max(12),
  matter: z
    .array(z.enum(THEMES))
    .min(1)
    .max(3)
    .refine((ids) => new Set(ids).size === ids.length, 'repeats a theme'),
  form: z.enum(FORMS),
  options: z.array(z.string().trim().min(1)).max(5),
  stakes: z.array(z.enum(STAKES)),
  answerable: z.boolean(),
  refusal: z.enum(REFUSALS).nullable(),
  sure: z.object({ who: z.boolean(), matter: z.boolean() }),
});

export type ModelFrame = z.infer<typeof modelFrameSchema>;

/** The reply's envelope; each question's frame is parsed on its own, so one bad frame does not spoil the others. */
export const modelFramesReplySchema = z.object({ questions: z.array(z.unknown()) });
