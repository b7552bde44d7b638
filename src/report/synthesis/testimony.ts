import type { QuestionReading } from '../question/question-reading';
import type { ThemeId } from '../question/theme-ids';
import type { OptionComparison } from './compare-options';
import type { Body, MajorAspect, PlanetPosition } from './reading-input';
import type { Dignity } from './sign-facts';
import type { TransitEvent } from './transits';

/** Whether a piece of testimony helps or hinders what was asked. */
export type Effect = 'support' | 'tension';

/** Why a body speaks for a theme. */
export type SignificatorRole = 'natural-ruler' | 'house-ruler' | 'house-tenant';

export interface NatalContact {
  other: Body;
  aspect: MajorAspect;
  orb: number;
  /** A conjunction takes the nature of the body it joins: support from Venus or Jupiter, tension from Mars or Saturn. */
  effect: Effect | 'mixed';
}

export interface Significator {
  body: Body;
  role: SignificatorRole;
  /** The theme house it rules or occupies, for 'house-ruler' and 'house-tenant'. */
  house: number | null;
  position: PlanetPosition;
  dignity: Dignity | null;
  contacts: NatalContact[];
  /** Its natal condition by the documented scoring: positive supports, negative strains. */
  score: number;
}

/** A slow planet's transit to a significator or an angle inside the coming twelve months. */
export interface TransitTestimony {
  /** The passes of one transit, merged. */
  event: TransitEvent;
  effect: Effect;
  /** The weight it carries in the score (slower and tighter weighs more). */
  weight: number;
}

/**
 * A dated stretch when the testimony is active, from entering orb to leaving it in one pass: the dates the
 * answer quotes. `from` may lie before the reading is made (a window already open).
 */
export interface TimingWindow {
  from: Date;
  to: Date;
  /** The pass's exact days: one, or up to three where a retrograde loop stays in orb; none when it only comes close. */
  exact: Date[];
  /** The exact day inside the asked time, else the first exact day, else the day of nearest approach. */
  peak: Date;
  effect: Effect;
  transit: TransitTestimony;
  /** The retrograde loop the pass belongs to: how many passes it has, which one this is, and all their exact days. */
  loop: { passes: number; index: number; exact: Date[] };
}

/**
 * The chart's answer to a yes/no question: yes; yes with effort (a real opening in the asked time, with a strain
 * of similar weight beside it); not yet (with the better window); or caution, the chart's no.
 */
export type Stance = 'yes' | 'mixed' | 'not-yet' | 'caution';

/** One reason behind the stance, as data: the texts turn it into plain words. */
export interface Reason {
  effect: Effect;
  /** What the reason rests on: a significator's dignity or contact, or a transit. */
  source:
    | { kind: 'dignity'; significator: Significator }
    | { kind: 'contact'; significator: Significator; contact: NatalContact }
    | { kind: 'transit'; transit: TransitTestimony };
}

/** Everything the chart says about one question: computed once, then only read by the texts. */
export interface Testimony {
  question: QuestionReading;
  /** The theme read (the question's first); its significators come from the theme table. */
  theme: ThemeId;
  significators: Significator[];
  natalScore: number;
  transits: TransitTestimony[];
  transitScore: number;
  /** Windows inside the question's time frame when it has one, else inside the coming twelve months; by date. */
  windows: TimingWindow[];
  /** For yes/no questions, else null. */
  stance: Stance | null;
  /** For 'not-yet': the supportive window to wait for (may lie outside the time frame, never past twelve months). */
  betterWindow: TimingWindow | null;
  /** Strongest first; at most five. */
  reasons: Reason[];
  /** For a question that weighs named options ("medicine or law"): each read from its own house. */
  comparison: OptionComparison | null;
}
