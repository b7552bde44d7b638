import { SUBJECT_LABELS } from '../../domain/astrology';
import type { ReadingPreview } from '../../domain/reading-preview';
import { answerQuestions } from '../document/answer-questions';
import { aspectLines } from '../document/interpret-aspects';
import { ascendantSection, moonSection, sunSection } from '../document/interpret-placements';
import type { TextSection } from '../document/reading-document';
import { formatBirthDate } from '../lore/format';
import { Voice } from '../lore/voice';
import { moonSignsOfDay, readingChart, slowPositionsAt } from '../synthesis/chart-adapter';
import { findPosition } from '../synthesis/find-position';
import type { ReadingInput, SlowPositionsAt } from '../synthesis/reading-input';
import { transitPoints } from '../synthesis/transit-points';
import { findTransits } from '../synthesis/transits';
import { openingOf } from './opening-of';
import { previewWheelGeometry } from './preview-wheel-geometry';

/**
 * The preview of a reading: only the parts it shows, built the way buildReadingDocument builds
 * them and in the same order (the answers before the Sun, Moon and rising sections, from one voice
 * seeded by the birth moment), so its words are the PDF's words. The outlook, the houses, the
 * planets and the aspects' texts are not built: they are not shown, and they are most of the cost.
 */
export function buildReadingPreview(
  input: ReadingInput,
  now: Date,
  positionsAt: SlowPositionsAt = slowPositionsAt,
): ReadingPreview {
  const chart = readingChart(input);
  const moonSigns = chart.timeKnown ? [] : moonSignsOfDay(input);
  const transits = findTransits(transitPoints(chart), positionsAt, now);
  const voice = new Voice(`${chart.utc}|${input.lat.toFixed(2)}|${input.lon.toFixed(2)}`);
  // Every question is answered, though only the first is shown: the voice must reach the Sun's section as the PDF's does.
  const [first] = answerQuestions(
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
  const sections = [sunSection(chart, voice), moonSection(chart, moonSigns, voice), ascendantSection(chart, voice)]
    .filter((section): section is TextSection => section !== null)
    .map(({ title, paragraphs }) => ({ title, paragraphs }));
  return {
    cover: {
      name: input.name,
      birthDate: formatBirthDate(input.birthDate),
      birthTime: chart.timeKnown ? input.birthTime : 'Time unknown',
      birthPlace: [input.birthCity, input.birthCountry].filter(Boolean).join(', '),
      sunSign: findPosition(chart, 'Sun').sign,
      subject: SUBJECT_LABELS[input.subject],
    },
    wheel: previewWheelGeometry(chart, aspectLines(chart)),
    sections,
    firstAnswer: first ? { question: first.question, about: first.about, opening: openingOf(first.paragraphs) } : null,
  };
}
