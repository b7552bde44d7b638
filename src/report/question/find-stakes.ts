import type { FrameStake } from './question-frame';
import type { ThemeId } from './theme-ids';
import { THEME_AREAS } from './theme-ids';

/** Words that put something beyond the matter at stake; read on the normalised text, whole words. */
const STAKE_WORDS: Record<FrameStake, RegExp> = {
  medication:
    /\b(medication|medicine i take|meds|pills?|tablets?|dose|ozempic|antidepressants?|insulin|statins?|prescri\w+|cortisone|shot|injection|ayurveda|allopathy|homeopath\w*)\b/,
  health:
    /\b(health|ill|illness|sick|sickness|disease|cancer|tumou?r|stroke|surgery|operation on|hospital|doctor|doctors|diagnos\w+|biopsy|scan|scans|heart|kidneys?|thyroid|diabetes|asthma|pain|injur\w+|recover\w*|vet|symptoms?|therapy|depress\w+|anxiety|ptsd|hip|knee|acl|fibroids?|lump|blood|pregnan\w+|labou?r pains?|delivery|c section|drinking|weed|addict\w*|sleep|insomnia|exhausted|tired\w*)\b/,
  pregnancy:
    /\b(pregnan\w+|expecting|ivf|conceive|fertility|baby due|weeks along|miscarr\w+|start a family|delivery|c section|born|\d+ weeks)\b/,
  speculation:
    /\b(crypto\w*|bitcoin|btc|ethereum|forex|gambl\w+|bet|betting|casino|lotto|lottery|scratch cards?|stocks?|shares|trading|invest\w*|gold)\b/,
  money:
    /\b(money|savings|save(?! marriage)|saving|salary|pay|paid|debt|debts|loan|loans|mortgage|rent|buy|sell|invest\w*|income|finances?|financial\w*|business|capital|owe|owes|borrow\w*|lend|lent|\d+k|lakhs?|dollars?|bankrupt\w*|settlement|profit|bills|broke|house|property|land|condo|retire\w*|bonus|dividends|afford|shop|sales|startup|rich|shopping|cards|balance|earn|crypto\w*|bitcoin|cushion|saved|estate|insurance)\b/,
  legal:
    /\b(court|lawyer|legal|lawsuit|sue|custody|visa|permit|divorce|annulment|papers|title|contract|judge|sentenc\w+|bankruptcy|license|licence|dui|police|settlement|union rep|tribunal|labou?r department|immigration|trial|audit|tax|estate|insurance|scam|will be divided|inherit\w*)\b/,
  safety:
    /\b(hits? me|hit me|beats? me|hurts? her|hurts? me|abus\w+|violen\w+|threat\w*|suicid\w+|kill myself|self harm|loan sharks?|stalk\w+|unsafe|to death|hurt him|hurt her)\b/,
};
const STAKES = Object.keys(STAKE_WORDS) as FrameStake[];

/** What is at stake beyond the matter: health, medication, money, speculation, legal, pregnancy, safety. */
export function findStakes(text: string, themes: readonly ThemeId[]): FrameStake[] {
  const stakes = STAKES.filter((stake) => STAKE_WORDS[stake].test(text));
  const add = (stake: FrameStake) => {
    if (!stakes.includes(stake)) stakes.push(stake);
  };
  const primary = themes[0] ?? 'purpose';
  // The matter itself can be the stake: a health question stakes health, a money question money.
  if (THEME_AREAS[primary] === 'health' || stakes.includes('pregnancy') || stakes.includes('medication')) add('health');
  if (THEME_AREAS[primary] === 'money' || primary === 'own-business' || primary === 'property') add('money');
  if (primary === 'speculation') add('speculation');
  if (primary === 'legal-matter' || primary === 'divorce' || primary === 'inheritance') add('legal');
  return stakes;
}
