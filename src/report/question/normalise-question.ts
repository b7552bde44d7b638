// Phone spellings and contractions, spelled out before the parser sees them: "shld i" has to read as "should I", and
// "I'm" as two words, for the question's form and topic to come out right.
const SHORTHANDS: Record<string, string> = {
  shld: 'should', shud: 'should', shoud: 'should', sould: 'should', shoudl: 'should', shuld: 'should', shoul: 'should',
  wil: 'will', wll: 'will', wud: 'would', wld: 'would', woud: 'would', cn: 'can', cud: 'could', culd: 'could',
  u: 'you', ur: 'your', r: 'are', wat: 'what', wht: 'what', wen: 'when', wn: 'when', hw: 'how', y: 'why', bc: 'because',
  im: 'I am', ive: 'I have', dont: 'do not', doesnt: 'does not', didnt: 'did not', cant: 'can not', wont: 'will not',
  isnt: 'is not', arent: 'are not', wasnt: 'was not', shouldnt: 'should not', wouldnt: 'would not', couldnt: 'could not',
  havent: 'have not', hasnt: 'has not', gonna: 'going to', wanna: 'want to', gotta: 'have to', plz: 'please', pls: 'please',
  bf: 'boyfriend', gf: 'girlfriend', bff: 'best friend', hubby: 'husband', abt: 'about', b4: 'before', xmas: 'Christmas',
  bday: 'birthday', yr: 'year', yrs: 'years', mths: 'months', mnths: 'months', thru: 'through', tho: 'though', ppl: 'people',
  relationshp: 'relationship', relationsip: 'relationship', buisness: 'business', bussiness: 'business', busness: 'business',
  carrer: 'career', carreer: 'career', mariage: 'marriage', marrige: 'marriage', marraige: 'marriage', maried: 'married',
  pregnent: 'pregnant', surgury: 'surgery', sugery: 'surgery', surgey: 'surgery', promtion: 'promotion', divorse: 'divorce',
  finacial: 'financial', financal: 'financial', helth: 'health', healt: 'health', freind: 'friend', freinds: 'friends',
  frend: 'friend', frends: 'friends', boyfreind: 'boyfriend', girlfreind: 'girlfriend', moeny: 'money',
  mony: 'money', anxity: 'anxiety', stresed: 'stressed', propse: 'propose', realtionship: 'relationship',
};

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan't\b/gi, 'can not'], [/\bwon't\b/gi, 'will not'], [/\bshan't\b/gi, 'shall not'], [/\b(\w+)n't\b/gi, '$1 not'],
  [/\bi'm\b/gi, 'I am'], [/\b(\w+)'re\b/gi, '$1 are'], [/\b(\w+)'ve\b/gi, '$1 have'], [/\b(\w+)'ll\b/gi, '$1 will'],
  [/\bi'd\b/gi, 'I would'], [/\b(it|what|that|there|he|she|who|where|when|how)'s\b/gi, '$1 is'], [/\blet's\b/gi, 'let us'],
];

/** The question with phone shorthand and contractions spelled out, quotes straightened and spaces collapsed. */
export function normaliseQuestion(text: string): string {
  let out = text.replace(/[‘’ʼ`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
  out = out.replace(/[A-Za-z0-9']+/g, (word) => SHORTHANDS[word.toLowerCase()] ?? word);
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  // A lone lower-case "i" is the visitor: the parser tags it better as "I".
  return out.replace(/\bi\b/g, 'I');
}
