import { SUBJECT_LABELS } from '../../domain/astrology';
import type { Sign } from '../../domain/astrology';
import { isPaidPrice } from '../../domain/prices';
import type { SiteConfig } from '../../domain/site-config';
import { formatBirthDate, formatDay } from '../lore/format';
import type { QuestionReading } from '../question/question-reading';
import { aspectLines, aspectSections } from './interpret-aspects';
import { bigPictureSections } from './big-picture-sections';
import { houseSections } from './house-sections';
import { planetSection } from './interpret-placements';
import { findPosition } from '../synthesis/find-position';
import { buildOutlook } from './outlook';
import type { ReadingChart, ReadingInput } from '../synthesis/reading-input';
import type { ReadingDocument } from './reading-document';
import { beginReading } from './begin-reading';
import { subjectSection } from './subject-answers';

const PLANET_SECTIONS = [
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
  'North Node',
] as const;

function caveats(chart: ReadingChart, moonSigns: Sign[], site: SiteConfig): string[] {
  if (chart.timeKnown) return chart.notes;
  const moon =
    moonSigns.length > 1
      ? `The Moon changed sign on your birth day, from ${moonSigns[0]} to ${moonSigns[1]}, so your Moon sign is uncertain; I explain both in the Moon's section.`
      : `The Moon stayed in ${moonSigns[0]} all day, so your Moon sign is certain, though its exact degree is not.`;
  return [
    'You did not know your birth time, so I cast your chart for local noon. The signs of the Sun and the planets are reliable; what depends on the hour is left out.',
    'Left out because they depend on the birth time: your ascendant (rising sign), the Midheaven, the twelve house cusps and every house placement. The chart wheel shows the planets without houses, and the coming transits are read against the planets alone.',
    moon,
    `If you ever find your birth time, write to ${site.supportEmail} and I will complete these parts for you.`,
    ...chart.notes,
  ];
}

function letter(input: ReadingInput, chart: ReadingChart, site: SiteConfig): string[] {
  const sun = findPosition(chart, 'Sun').sign;
  const moon = findPosition(chart, 'Moon').sign;
  const rising = chart.ascendant ? `, ${chart.ascendant.sign} rising` : '';
  const paragraphs = [
    `Dear ${input.name},`,
    `Thank you for trusting me with the moment you were born. Everything in these pages was calculated from your own chart: the sky over ${input.birthCity} on ${formatBirthDate(input.birthDate)}, with the Sun in ${sun}, the Moon in ${moon}${rising}. No two charts are alike, and this reading was written for yours alone.`,
    `You asked me about ${SUBJECT_LABELS[input.subject].toLowerCase()}, and I have answered your questions one by one. I have also followed the slow planets through the next twelve months so that you know which weeks to seize and which to take gently.`,
  ];
  if (input.additionalInfo?.trim()) {
    paragraphs.push('Thank you, too, for what you told me about yourself. I kept it beside your chart while I wrote.');
  }
  paragraphs.push('Read slowly, and come back to these pages when you need them.', 'With warmth,', site.persona);
  return paragraphs;
}

/** `readings`: the questions as a writer model and the rule reader read them together (`readFramesWithModel`). */
export function buildReadingDocument(
  input: ReadingInput,
  site: SiteConfig,
  now: Date,
  readings?: ReadonlyMap<string, QuestionReading>,
): ReadingDocument {
  const { chart, moonSigns, transits, voice, questions, bigThree } = beginReading(input, now, undefined, readings);
  const zone = input.timeZone;
  return {
    brand: site.brand,
    persona: site.persona,
    preparedOn: formatDay(now, zone),
    visitor: {
      name: input.name,
      birthDate: formatBirthDate(input.birthDate),
      birthTime: chart.timeKnown ? input.birthTime : 'Not specified',
      birthPlace: [input.birthCity, input.birthCountry].filter(Boolean).join(', '),
      subject: SUBJECT_LABELS[input.subject],
    },
    timeKnown: chart.timeKnown,
    sunSign: findPosition(chart, 'Sun').sign,
    chart,
    aspectLines: aspectLines(chart),
    letter: letter(input, chart, site),
    caveats: caveats(chart, moonSigns, site),
    bigPicture: bigPictureSections(chart, voice),
    bigThree,
    planets: PLANET_SECTIONS.map((body) => planetSection(chart, body, voice)),
    houses: houseSections(chart, voice),
    aspects: aspectSections(chart, voice),
    subject: subjectSection(chart, input.subject, transits, zone, voice),
    questions,
    outlook: buildOutlook(transits, now, zone, voice),
    closing: {
      paragraphs: [
        `${input.name}, a chart is not a verdict; it is a map, and you are the one walking. I hope these pages help you walk with a little more confidence and a lot more kindness toward yourself.`,
        `May the year ahead bring you what your chart promises at its best. ${site.persona}`,
      ],
      bonus: isPaidPrice(input.price)
        ? `Your free second reading: because you chose the ${input.price} reading, a second reading is yours at no cost. Reply to the e-mail that brought you this PDF, or write to ${site.supportEmail}, with the question or the person you would like me to look at next.`
        : null,
      supportEmail: site.supportEmail,
      supportPhone: site.supportPhone,
      disclaimer:
        'This reading is for entertainment only. Astrology is a tool for reflection, not a substitute for professional medical, legal, financial or psychological advice.',
    },
  };
}
