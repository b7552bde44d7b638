import type { Sign } from '../../domain/astrology';
import type { QuestionForm } from '../question/question-reading';
import type { Effect, Stance } from '../synthesis/testimony';
import type { Dignity } from '../synthesis/sign-facts';
import type { AspectKind } from '../synthesis/aspect-geometry';
import type { Body, ReadingChart } from '../synthesis/reading-input';

/** A titled run of paragraphs; `glyph` names a body or sign drawn beside the title. */
export interface TextSection {
  title: string;
  glyph: Body | Sign | null;
  paragraphs: string[];
}

export interface AnsweredQuestion {
  /** As the visitor typed it. */
  question: string;
  form: QuestionForm;
  /** What the answer is about, shown under the question: "Starting your own business". */
  about: string;
  /** The chart's verdict on a yes/no question, else null. */
  stance: Stance | null;
  paragraphs: string[];
  /** The chart's testimony for this question in plain data: all a writer model is given, and all it may name. */
  brief: AnswerBrief;
}

/** A transit window as the answer may quote it, dates in the visitor's zone ("3 March 2027"). */
export interface BriefWindow {
  planet: string;
  aspect: string;
  /** The natal point it touches: a planet or an angle. */
  natal: string;
  effect: Effect;
  from: string;
  to: string;
  peak: string;
}

export interface AnswerBrief {
  name: string;
  question: string;
  form: QuestionForm;
  /** The theme, as shown under the question. */
  about: string;
  /** What was asked, in the visitor's words turned to the second person: "opening a bakery". */
  topic: string;
  /** Words of the topic an answer must name (one of them at least): "bakery". */
  mustName: string[];
  people: string[];
  places: string[];
  /** "this spring (1 March 2027 to 31 May 2027)", or null. */
  timeFrame: string | null;
  adviser: 'doctor' | 'lawyer' | 'financial adviser' | null;
  stance: Stance | null;
  significators: {
    planet: string;
    /** Why it speaks for the question: "natural ruler", "ruler of the 7th house", "in the 7th house". */
    role: string;
    sign: Sign;
    house: number | null;
    dignity: Dignity | null;
    contacts: { planet: string; aspect: string; effect: Effect | 'mixed' }[];
  }[];
  /** The houses the theme is read from, strongest first. */
  houses: number[];
  windows: BriefWindow[];
  betterWindow: BriefWindow | null;
  /** The strongest reasons, strongest first, in plain words. */
  reasons: string[];
  additionalInfo: string | null;
}

export interface OutlookRow {
  /** e.g. "July 2026" */
  month: string;
  entries: { area: 'Love' | 'Wellness' | 'Growth'; text: string }[];
}

export interface AspectLine {
  planet1: Body;
  planet2: Body;
  aspect: string;
  kind: AspectKind | null;
  orb: number;
}

/**
 * Everything the PDF shows, computed before rendering: the renderer only lays this out,
 * and tests can check it without parsing a PDF.
 */
export interface ReadingDocument {
  brand: string;
  persona: string;
  preparedOn: string;
  visitor: {
    name: string;
    birthDate: string;
    birthTime: string;
    birthPlace: string;
    subject: string;
  };
  timeKnown: boolean;
  sunSign: Sign;
  chart: ReadingChart;
  aspectLines: AspectLine[];
  /** The persona's opening letter. */
  letter: string[];
  /** What an unknown birth time leaves out, and the engine's own notes; empty for most charts. */
  caveats: string[];
  /** The chart as a whole: balance, patterns, dominant planets, chart ruler, Moon phase. */
  bigPicture: TextSection[];
  bigThree: TextSection[];
  planets: TextSection[];
  /** All twelve houses when the birth time is known; empty otherwise. */
  houses: TextSection[];
  aspects: TextSection[];
  subject: TextSection;
  questions: AnsweredQuestion[];
  outlook: {
    love: string[];
    wellness: string[];
    growth: string[];
    months: OutlookRow[];
  };
  closing: {
    paragraphs: string[];
    /** The free second reading, for paid tiers only. */
    bonus: string | null;
    supportEmail: string;
    supportPhone: string;
    disclaimer: string;
  };
}
