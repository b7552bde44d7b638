import type { FramePerson } from './question-frame';
import { SENSE_PEOPLE } from './sense-people';

let byWord: Map<string, FramePerson> | null = null;

/** The person a noun's commonest WordNet sense names ("stepdaughter" -> child, "supervisor" -> boss), or null. */
export function sensePersonOf(word: string): FramePerson | null {
  byWord ??= new Map(
    Object.entries(SENSE_PEOPLE).flatMap(([person, words]) =>
      (words ?? '').split(' ').map((each): [string, FramePerson] => [each, person as FramePerson]),
    ),
  );
  return byWord.get(word) ?? null;
}
