import { SIGNS } from '../../domain/astrology';
import type { Sign } from '../../domain/astrology';
import type { Uncertainty } from '../synthesis/find-uncertainties';
import type { Body } from '../synthesis/reading-input';
import { SIGN_FACTS } from '../synthesis/sign-facts';
import { HOUSE_TITLES, ordinal } from './house-lore';
import { bodyName, capitalise } from './planet-lore';

/** Tenths of a degree, truncated as ephemerides print them, so "within a degree" never reads "1.0°". */
function degrees(value: number): string {
  const tenths = Math.floor(value * 10) / 10;
  return tenths < 0.1 ? 'less than 0.1°' : `${tenths.toFixed(1)}°`;
}

/** Whether `other` is the sign after `sign`: the angle is at the end of its sign and a later birth moves it on. */
function isNext(sign: Sign, other: Sign): boolean {
  return (SIGNS.indexOf(sign) + 1) % 12 === SIGNS.indexOf(other);
}

function where(angle: string, degreesToEdge: number, sign: Sign, later: boolean): string {
  return later
    ? `Your ${angle} sits ${degrees(degreesToEdge)} from the end of ${sign}: born a few minutes later`
    : `Your ${angle} sits ${degrees(degreesToEdge)} into ${sign}: born a few minutes earlier`;
}

/** "Venus rather than Mercury would ...", or that the ruler stays when both signs share it. */
function rulerChange(ruler: Body, otherRuler: Body, role: string): string {
  return ruler === otherRuler
    ? `though ${bodyName(ruler)} would still ${role}`
    : `and ${bodyName(otherRuler)} rather than ${bodyName(ruler)} would ${role}`;
}

function signsOfDay(body: 'Sun' | 'Moon', signs: readonly Sign[], significatorBodies: readonly Body[]): string | null {
  const first = signs[0];
  const last = signs[signs.length - 1];
  if (!first || !last || first === last) return null;
  const reading = significatorBodies.includes(body)
    ? `where this answer leans on your ${body}, read it with both in mind`
    : `read what this reading says of your ${body} with both in mind`;
  return `The ${body} moved from ${first} into ${last} on the day you were born, so without a birth time your ${body} could be in either sign; ${reading}.`;
}

/**
 * One plain sentence saying what an uncertainty would change, for a client; null for a body near a house cusp that
 * does not speak in this answer (`significatorBodies`), since its house changes nothing here.
 */
export function uncertaintyLine(u: Uncertainty, significatorBodies: readonly Body[]): string | null {
  switch (u.kind) {
    case 'ascendant-sign': {
      const speaks = significatorBodies.includes(u.ruler) || significatorBodies.includes(u.otherRuler);
      const role = speaks && u.ruler !== u.otherRuler ? 'speak for you in this answer' : 'rule your chart';
      return `${where('Ascendant', u.degreesToEdge, u.sign, isNext(u.sign, u.other))}, you would have ${u.other} rising, ${rulerChange(u.ruler, u.otherRuler, role)}.`;
    }
    case 'midheaven-sign': {
      const ruler = SIGN_FACTS[u.sign].ruler;
      const otherRuler = SIGN_FACTS[u.other].ruler;
      return `${where('Midheaven', u.degreesToEdge, u.sign, isNext(u.sign, u.other))}, it would be in ${u.other}, ${rulerChange(ruler, otherRuler, 'rule your career and public standing')}.`;
    }
    case 'house-cusp': {
      if (!significatorBodies.includes(u.body)) return null;
      const later = u.otherHouse !== (u.house % 12) + 1;
      const body = capitalise(bodyName(u.body));
      const lead = later
        ? `${body} sits ${degrees(u.degreesToCusp)} past the start of your ${ordinal(u.house)} house: born a few minutes later`
        : `${body} sits ${degrees(u.degreesToCusp)} before the start of your ${ordinal(u.otherHouse)} house: born a few minutes earlier`;
      return `${lead}, it would stand in your ${ordinal(u.otherHouse)} house (${HOUSE_TITLES[u.otherHouse - 1]}) rather than your ${ordinal(u.house)} (${HOUSE_TITLES[u.house - 1]}), so read what it says here with both houses in mind.`;
    }
    case 'moon-sign-day':
      return signsOfDay('Moon', u.signs, significatorBodies);
    case 'sun-sign-day':
      return signsOfDay('Sun', u.signs, significatorBodies);
    case 'no-birth-time':
      return 'Without a birth time the houses and the Ascendant cannot be drawn, so this answer reads your question from the planets that naturally stand for it rather than from its house.';
  }
}
