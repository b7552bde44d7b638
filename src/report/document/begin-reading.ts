import type { Sign } from '../../domain/astrology';
import { Voice } from '../lore/voice';
import { moonSignsOfDay, readingChart, slowPositionsAt } from '../synthesis/chart-adapter';
import type { ReadingChart, ReadingInput, SlowPositionsAt } from '../synthesis/reading-input';
import { transitPoints } from '../synthesis/transit-points';
import { findTransits, type TransitEvent } from '../synthesis/transits';
import { answerQuestions } from './answer-questions';
import type { AnsweredQuestion, TextSection } from './reading-document';
import { ascendantSection, moonSection, sunSection } from './interpret-placements';

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
): BegunReading {
  const chart = readingChart(input);
  const moonSigns = chart.timeKnown ? [] : moonSignsOfDay(input);
  const transits = findTransits(transitPoints(chart), positionsAt, now);
  const voice = new Voice(`${chart.utc}|${input.lat.toFixed(2)}|${input.lon.toFixed(2)}`);
  const questions = answerQuestions(
    {
      chart,
      name: input.name,
      subject: input.subject,
      questions: input.questions,
      additionalInfo: input.additionalInfo,
      birthDate: input.birthDate,
      transits,
      now,
      zone: input.timeZone,
    },
    voice,
  );
  const bigThree = [
    sunSection(chart, voice),
    moonSection(chart, moonSigns, voice),
    ascendantSection(chart, voice),
  ].filter((section): section is TextSection => section !== null);
  return { chart, moonSigns, transits, voice, questions, bigThree };
}
