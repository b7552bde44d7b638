import { SUBJECT_LABELS } from '../../domain/astrology';
import type { ReadingPreview } from '../../domain/reading-preview';
import { beginReading } from '../document/begin-reading';
import { aspectLines } from '../document/interpret-aspects';
import { formatBirthDate } from '../lore/format';
import { slowPositionsAt } from '../synthesis/chart-adapter';
import { findPosition } from '../synthesis/find-position';
import type { ReadingInput, SlowPositionsAt } from '../synthesis/reading-input';
import { openingOf } from './opening-of';
import { previewWheelGeometry } from './preview-wheel-geometry';

/**
 * The preview of a reading: only the parts it shows, begun as the PDF's document is begun
 * (beginReading), so its words are the PDF's words. The outlook, the houses, the
 * planets and the aspects' texts are not built: they are not shown, and they are most of the cost.
 */
export function buildReadingPreview(
  input: ReadingInput,
  now: Date,
  positionsAt: SlowPositionsAt = slowPositionsAt,
): ReadingPreview {
  const { chart, questions, bigThree } = beginReading(input, now, positionsAt);
  const [first] = questions;
  const sections = bigThree.map(({ title, paragraphs }) => ({ title, paragraphs }));
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
