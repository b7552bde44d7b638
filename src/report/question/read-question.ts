import type { Subject } from '../../domain/astrology';
import { disambiguateSenses } from './disambiguate-senses';
import { dropBackground } from './drop-background';
import { findAdviser } from './find-adviser';
import { findFrame } from './find-frame';
import { findPeople, findPlaces } from './find-people';
import { findQuestionParts } from './find-question-form';
import { findThemes } from './find-themes';
import { findTimeFrame } from './find-time-frame';
import { findTopic } from './find-topic';
import { SUBJECT_FALLBACK_THEME, THEMES } from './life-themes';
import { normaliseQuestion } from './normalise-question';
import type { QuestionReading } from './question-reading';
import { readTokens } from './read-tokens';
import { relateThemes } from './relate-themes';

export interface QuestionContext {
  /** The subject the visitor chose: it only breaks ties between themes and names the fallback theme. */
  subject: Subject;
  now: Date;
  /** The visitor's IANA zone, for the time frame's days. */
  zone: string;
  /** YYYY-MM-DD, for "before I turn 40". */
  birthDate: string;
}

/** A heading label as a phrase for "about ...": "Finding new love" -> "finding new love", "Your parents" -> "your parents". */
function labelAsTopic(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * Whether the English reader can read the question at all: at least half its letters in the Latin
 * script. A question in Hebrew, Devanagari or Chinese would otherwise be cut into English "words"
 * and read back as nonsense ("You asked about मलगing").
 */
function isReadableAsEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return letters === 0 || latin * 2 >= letters;
}

/** The question as the reading understands it: its themes, form, topic, people, places, time frame and adviser. */
export function readQuestion(text: string, context: QuestionContext): QuestionReading {
  const trimmed = text.trim();
  // A question in another script is answered from its subject alone; it is still printed as typed.
  const readable = isReadableAsEnglish(trimmed) ? trimmed : '';
  // A question typed in capitals reads like any other.
  const normalised = normaliseQuestion(/\p{Ll}/u.test(readable) ? readable : readable.toLowerCase());
  const tokens = readTokens(normalised);
  const senses = disambiguateSenses(normalised.toLowerCase());
  // A second compromise pass only when a sense was rewritten.
  const found = findThemes(senses === normalised.toLowerCase() ? tokens : readTokens(senses), context.subject);
  const parts = findQuestionParts(tokens);
  const framed = findFrame(tokens, parts, found, senses);
  // A bond is the bond with the person asked about: a friend who lies is a falling-out between friends.
  const { themes, bondOnly } = relateThemes(found.themes, framed.who, framed.sure.who, found.topical);
  // "Will my daughter-in-law accept me?" asks of the bond with her, and says so plainly.
  const frame = bondOnly ? { ...framed, sure: { ...framed.sure, matter: true } } : framed;
  const primary = themes[0] ?? SUBJECT_FALLBACK_THEME[context.subject];
  return {
    text: trimmed,
    form: parts.shape.form,
    themes,
    topic: findTopic(parts) ?? labelAsTopic(THEMES[primary].label),
    people: findPeople(tokens),
    places: findPlaces(tokens),
    timeFrame: findTimeFrame(dropBackground(tokens, parts), context),
    adviser: findAdviser(tokens, themes),
    frame,
  };
}
