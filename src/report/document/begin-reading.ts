import type { Sign } from '../../domain/astrology';
import { Voice } from '../lore/voice';
import type { QuestionReading } from '../question/question-reading';
import { moonSignsOfDay, readingChart, slowPositionsAt } from '../synthesis/chart-adapter';
import type { ReadingChart, ReadingInput, SlowPositionsAt } from '../synthesis/reading-input';
import { findCircumstances } from '../synthesis/find-circumstances';
import { findToldEvents } from '../synthesis/find-told-events';
import { findUncertainties } from '../synthesis/find-uncertainties';
import { transitPoints } from '../synthesis/transit-points';
import { findTransits, passesFrom, type TransitEvent } from '../synthesis/transits';
import { answerQuestions } from './answer-questions';
import type { AnsweredQuestion, TextSection } from './reading-document';
import { ascendantSection, moonSection, sunSection } from './interpret-placements';

const LOOKBACK_DAYS = 365;
const DAY_MS = 86_400_000;

export type BegunReading = {
  chart: ReadingChart;
  moonSigns: Sign[];
  transits: TransitEvent[];
  voice: Voice;
  questions: AnsweredQuestion[];
  bigThree: TextSection[];
};

/**
 * The first part of every reading, shared by the PDF's document and the funnel's preview so their
 * words are the same: the chart, the year's transits, one voice seeded by the birth moment and
 * place (the same reading renders the same, two people's readings differ, no sentence is used twice
 * in one reading), then the answers and the Sun, Moon and rising sections, in that order, since
 * the voice's choices depend on what it has already said.
 */
export function beginReading(
  input: ReadingInput,
  now: Date,
  positionsAt: SlowPositionsAt = slowPositionsAt,
  /** The questions as a model and the rule reader read them together (`answerQuestions`). */
  readings?: ReadonlyMap<string, QuestionReading>,
): BegunReading {
  const chart = readingChart(input);
  const moonSigns = chart.timeKnown ? [] : moonSignsOfDay(input);
  // The answers see a year back as well, so a window already open gives its true start instead of today.
  const sky = findTransits(
    transitPoints(chart),
    positionsAt,
    new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS),
    2 * 365,
  );
  const transits = passesFrom(sky, now);
  const voice = new Voice(`${chart.utc}|${input.lat.toFixed(2)}|${input.lon.toFixed(2)}`);
  const questions = answerQuestions(
    {
      chart,
      name: input.name,
      subject: input.subject,
      questions: input.questions,
      additionalInfo: input.additionalInfo,
      birthDate: input.birthDate,
      transits: sky,
      now,
      zone: input.timeZone,
      told: findToldEvents(input.additionalInfo, chart, positionsAt, now, input.timeZone),
      uncertainties: findUncertainties(chart, input, moonSigns),
      circumstances: findCircumstances(input.additionalInfo),
    },
    voice,
    readings,
  );
  const bigThree = [
    sunSection(chart, voice),
    moonSection(chart, moonSigns, voice),
    ascendantSection(chart, voice),
  ].filter((section): section is TextSection => section !== null);
  return { chart, moonSigns, transits, voice, questions, bigThree };
}
