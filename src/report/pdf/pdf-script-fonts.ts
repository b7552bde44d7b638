/**
 * The faces for what Noto Serif and Noto Sans lack (they cover Latin with every diacritic, Greek and
 * Cyrillic). Each is registered for every process but loaded and embedded only by a reading whose
 * text needs it: a Latin reading never opens the 10 MB Chinese face.
 */
export const SCRIPT_FONTS = {
  // Amiri, a book Naskh, sits well with a serif text. Not Noto Naskh or Noto Sans Arabic: they draw a
  // dotted letter as a dotless one plus a dot mark, and react-pdf (textkit 7.0) drops the letter's body
  // when such a letter starts or ends a line's first or last run. Amiri draws each letter whole.
  Arabic: '@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf',
  Hebrew: '@expo-google-fonts/noto-serif-hebrew/400Regular/NotoSerifHebrew_400Regular.ttf',
  Devanagari: '@expo-google-fonts/noto-serif-devanagari/400Regular/NotoSerifDevanagari_400Regular.ttf',
  Bengali: '@expo-google-fonts/noto-serif-bengali/400Regular/NotoSerifBengali_400Regular.ttf',
  // No serif face of these is published as a TrueType package; the sans ones sit well enough beside Serif.
  Tamil: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
  Thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  Georgian: '@expo-google-fonts/noto-sans-georgian/400Regular/NotoSansGeorgian_400Regular.ttf',
  Armenian: '@expo-google-fonts/noto-sans-armenian/400Regular/NotoSansArmenian_400Regular.ttf',
  Ethiopic: '@expo-google-fonts/noto-sans-ethiopic/400Regular/NotoSansEthiopic_400Regular.ttf',
  // One CJK face per reading: Korean covers Hangul, kana and Han; Japanese kana and Han in Japanese forms.
  Korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  Japanese: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  Chinese: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  // Monochrome: a PDF cannot carry colour emoji fonts, and a black glyph prints on any printer.
  Emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
} as const;

export type ScriptFamily = keyof typeof SCRIPT_FONTS;

const ARABIC = /\p{Script=Arabic}/u;
const HEBREW = /\p{Script=Hebrew}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
/** Scripts with one face each, tested in this order after the ones above. */
const ONE_FACE_SCRIPTS = [
  ['Bengali', /\p{Script=Bengali}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
] as const satisfies readonly (readonly [ScriptFamily, RegExp])[];
const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Han, and the CJK punctuation and full-width forms a Chinese sentence is written with. */
const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
/** Extended_Pictographic also holds © and ™, which Noto Serif has: the emoji face is then loaded, never used. */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/**
 * The fallback families a reading's text needs, in the order they are tried after Serif or Sans.
 * `place` (the birthplace) decides Japanese forms for a name written in Han alone.
 */
export function scriptFamilies(text: string, place: string): ScriptFamily[] {
  const families: ScriptFamily[] = [];
  if (ARABIC.test(text)) families.push('Arabic');
  if (HEBREW.test(text)) families.push('Hebrew');
  if (DEVANAGARI.test(text)) families.push('Devanagari');
  for (const [family, script] of ONE_FACE_SCRIPTS) if (script.test(text)) families.push(family);
  if (HANGUL.test(text)) families.push('Korean');
  else if (KANA.test(text) || (HAN.test(text) && /\bJapan\b/.test(place))) families.push('Japanese');
  else if (HAN.test(text)) families.push('Chinese');
  if (EMOJI.test(text)) families.push('Emoji');
  return families;
}
