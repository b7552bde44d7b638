import type { Sign } from '../../domain/astrology';
import type { Body } from '../synthesis/reading-input';
import { formatDegree } from './format';
import { PLANET_LORE, bodyName, capitalise } from './planet-lore';
import { SIGN_LORE } from './sign-lore';
import type { Voice } from './voice';

// The sentences around a placement's own text. Each variant names the body or the sign it is
// about, so no two placements can read alike.

/** Dignity is already told by a written text that names it; the sentence would say it twice. */
export function mentionsDignity(text: string): boolean {
  return /\b(rules [A-Z]|exalted|detriment|its fall|own sign|at home in|traditional homes|sign it rules)/.test(text);
}

/** Only the first and last three degrees of a sign get a word; the middle ones have nothing special to say. */
export function degreeNote(name: string, degree: number, sign: Sign, voice: Voice): string | null {
  const at = `${formatDegree(degree)} ${sign}`;
  if (degree < 3) {
    return voice.pick(`degree-early|${name}`, [
      `At ${at}, ${name} sits at the very start of the sign: fresh, eager and still discovering what it can do.`,
      `${capitalise(name)} has only just entered ${sign}, at ${formatDegree(degree)}, which gives it the keen, slightly untested quality of a beginner.`,
      `Placed at ${at}, in the opening degrees, ${name} still carries a trace of the sign before while it learns the ways of ${sign}.`,
    ]);
  }
  if (degree >= 27) {
    return voice.pick(`degree-late|${name}`, [
      `At ${at}, ${name} sits in the last degrees of the sign, which gives it a seasoned, almost urgent quality, as if it had something to complete.`,
      `${capitalise(name)} stands at ${at}, near the end of the sign: it knows the lessons of ${sign} well and already leans toward what comes next.`,
      `In the closing degrees of ${sign}, at ${formatDegree(degree)}, ${name} works like an old hand, experienced and keen to finish what it started.`,
    ]);
  }
  return null;
}

const RETROGRADE: Partial<Record<Body, string>> = {
  Mercury: 'think things over privately and often reach conclusions that others arrive at much later',
  Venus: 'weigh your affections carefully and value love that has been tested by time',
  Mars: 'gather your strength quietly and act when you are truly ready, not when you are pushed',
  Jupiter: 'find meaning through inner reflection rather than outside authorities',
  Saturn: 'set your own rules and hold yourself to standards no one else imposed',
  Uranus: 'reinvent yourself from the inside before anyone sees the change',
  Neptune: 'keep a rich inner world that you share only with people you trust',
  Pluto: 'transform through private reckonings rather than public upheavals',
  Chiron: 'heal by revisiting old ground until it finally makes sense',
};

/** The nodes' backward motion is their normal one, and the lights never turn: only planets and Chiron get a word. */
export function retrogradeNote(body: Body, sign: Sign, voice: Voice): string | null {
  const habit = RETROGRADE[body];
  if (!habit) return null;
  const name = bodyName(body);
  return voice.pick(`retrograde|${body}`, [
    `${capitalise(name)} was retrograde in ${sign} when you were born, which turns its energy inward: you ${habit}.`,
    `At your birth ${name} seemed to move backwards through ${sign}, as seen from Earth, and that inward turn shows: you ${habit}.`,
    `Because ${name} was retrograde in ${sign} at your birth, its work happens first on the inside; you ${habit}.`,
  ]);
}

export function generationNote(body: Body, sign: Sign, houseKnown: boolean, voice: Voice): string {
  const name = bodyName(body);
  const mine = houseKnown ? 'its house and the aspects it makes' : 'the aspects it makes to your personal planets';
  return voice.pick(`generation|${body}`, [
    `Everyone born within a few years of you shares ${name} in ${sign}; what makes it yours is ${mine}.`,
    `${capitalise(name)} stays in ${sign} for years, so this describes your generation as much as you; your own version shows in ${mine}.`,
    `Your whole age group carries ${name} in ${sign}; the personal note comes from ${mine}.`,
  ]);
}

export function sunGiftNote(sign: Sign, voice: Voice): string {
  const { gift, shadow } = SIGN_LORE[sign];
  return voice.pick(`sun-gift|${sign}`, [
    `Your great ${sign} gift is ${gift}; your growing edge is ${shadow}.`,
    `As a ${sign}, you can count on ${gift}, and you are wise to watch for ${shadow}.`,
    `The ${sign} Sun hands you ${gift}; the price of that gift, on a bad day, is ${shadow}.`,
  ]);
}

export function moonLoveNote(sign: Sign, voice: Voice): string {
  const { love } = SIGN_LORE[sign];
  return voice.pick(`moon-love|${sign}`, [
    `In love and in friendship, with the Moon in ${sign}, ${love}.`,
    `Close to people, your ${sign} Moon shows plainly: ${love}.`,
    `In your closest bonds the ${sign} Moon sets the tone, and ${love}.`,
  ]);
}

export function moonUncertainNote(first: Sign, last: Sign, read: Sign, voice: Voice): string {
  return voice.pick('moon-uncertain', [
    `A note of honesty: on the day you were born the Moon moved from ${first} into ${last}. Without your birth time I have read it at noon, in ${read}.`,
    `One thing I cannot settle without your birth time: the Moon left ${first} for ${last} during your birth day. At noon it stood in ${read}, so that is the sign I have read.`,
  ]);
}

export function moonAlternativeNote(other: Sign, voice: Voice): string {
  return voice.pick(`moon-alternative|${other}`, [
    `If you were born on the ${other} side of that change, this describes you better: ${lowerFirst(SIGN_LORE[other].needs)}.`,
    `Should the Moon in ${other} fit you more truly, read this in place of the above: ${lowerFirst(SIGN_LORE[other].needs)}.`,
  ]);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function planetIntro(body: Body, sign: Sign, voice: Voice): string {
  const { role, shows } = PLANET_LORE[body];
  const name = bodyName(body);
  return voice.pick(`planet-intro|${body}`, [
    `${capitalise(name)} speaks for ${role}, and yours is in ${sign}.`,
    `${capitalise(name)} shows ${shows}; you were born with it in ${sign}.`,
    `In your chart, ${name}, ${role}, sits in ${sign}.`,
  ]);
}

export function planetGiftNote(body: Body, sign: Sign, voice: Voice): string {
  const { theme } = PLANET_LORE[body];
  const { gift, shadow } = SIGN_LORE[sign];
  return voice.pick(`planet-gift|${body}|${sign}`, [
    `For ${theme}, the gift of ${sign} is ${gift}, and the trap is ${shadow}.`,
    `In ${sign}, the strength of ${theme} is ${gift}; the stumbling block is ${shadow}.`,
    `Here ${sign} lends ${theme} ${gift}; keep an eye on ${shadow}.`,
  ]);
}

export function southNodeNote(north: Sign, south: Sign, voice: Voice): string {
  const { gift } = SIGN_LORE[south];
  return voice.pick(`south-node|${south}`, [
    `Its partner, the South Node in ${south}, is your comfort zone of ${gift}: use that ${south} ease as a springboard, not a place to stay.`,
    `The South Node sits opposite, in ${south}: ${gift} came to you early and easily, and leaning on it too long is the surest way to stall.`,
    `Behind you, the South Node in ${south} holds the familiar talent of ${gift}; bring it along, but let the ${north} side steer.`,
  ]);
}

export function chironNote(sign: Sign, voice: Voice): string {
  const { gift, shadow } = SIGN_LORE[sign];
  return voice.pick(`chiron|${sign}`, [
    `In ${sign}, the old ache has to do with ${shadow}; the medicine you carry for others is ${gift}.`,
    `Chiron in ${sign} has felt the pull of ${shadow} first-hand, and that is exactly why people trust you when you offer them ${gift}.`,
  ]);
}

export function descendantNote(rising: Sign, setting: Sign, voice: Voice): string {
  const { gift } = SIGN_LORE[setting];
  return voice.pick(`descendant|${setting}`, [
    `Opposite your rising sign sits the Descendant in ${setting}, the door through which partners enter: you are drawn to people who bring ${gift}, the very quality your ${rising} manner keeps in reserve.`,
    `Your Descendant, the western point of the chart, falls in ${setting}, so the people you choose as partners often carry ${gift}; they complete the ${rising} picture rather than copy it.`,
    `The ${rising}\u2013${setting} axis runs from you to the people you pair with; in close bonds you learn ${gift}, which your ${rising} side does not supply alone.`,
  ]);
}
