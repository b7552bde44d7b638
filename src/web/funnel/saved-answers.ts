import { subjectSchema } from '../../domain/astrology';
import { UNKNOWN_TIME } from '../../domain/person';
import type { Reading } from '../../domain/reading';
import { answersIn, type BirthCity, type FunnelState } from './navigation-state';

/** The e-mail the reading is made with until step one: not the visitor's. */
const isPlaceholderEmail = (email: string) => email.toLowerCase().endsWith('@pending.invalid');

const present = (value: string | null): string | undefined =>
  value === null || value.trim() === '' ? undefined : value;

/** The birth city as the reading keeps it, when every field the chart needs is there. */
function birthCityOf(reading: Reading): BirthCity | undefined {
  const { birth_city_name: name, birth_city_country: country, birth_city_state: state } = reading;
  const { birth_city_lat: lat, birth_city_lon: lon, birth_city_timezone: timeZone } = reading;
  if (!name || !country || lat === null || lon === null || !timeZone) return undefined;
  const displayName = [name, state, country].filter(Boolean).join(', ');
  // The reading does not keep the place's kind; nothing downstream tells cities from towns.
  return { name, state, country, displayName, lat, lon, type: 'city', timeZone };
}

/** The visitor's answers as the stored reading holds them, under the navigation state's names. */
export function savedAnswers(reading: Reading | undefined): FunnelState {
  if (!reading) return {};
  const questions = [reading.question1, reading.question2, reading.question3]
    .map(present)
    .filter((q) => q !== undefined);
  const birthTime = present(reading.birth_time);
  const email = present(reading.email);
  return {
    name: present(reading.name),
    email: email && !isPlaceholderEmail(email) ? email : undefined,
    birthDate: present(reading.birth_date),
    birthTime,
    timeUnknown: birthTime === undefined ? undefined : birthTime === UNKNOWN_TIME,
    birthCity: birthCityOf(reading),
    subject: subjectSchema.safeParse(reading.selected_subject).data,
    questions: questions.length > 0 ? questions : undefined,
    additionalInfo: present(reading.additional_info),
  };
}

/**
 * What a step shows the visitor as already entered: the page's navigation state first (what
 * this visit carried), then the stored reading (a step opened anew, e.g. by Continue after Back).
 * Fields neither holds stay undefined, so each step falls back to its own default.
 */
export function knownAnswers(state: FunnelState, reading: Reading | undefined): FunnelState {
  return { ...answersIn(savedAnswers(reading)), ...answersIn(state) };
}
