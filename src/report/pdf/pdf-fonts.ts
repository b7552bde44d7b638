import { createRequire } from 'node:module';

import { Font } from '@react-pdf/renderer';

import { breakWord } from './break-word';
import { SCRIPT_FONTS } from './pdf-script-fonts';

const require = createRequire(import.meta.url);

/** Noto covers Latin with every diacritic (Zoë, Nguyễn) and the peso sign; react-pdf embeds subsets. */
const FACES = [
  {
    family: 'Serif',
    file: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
    fontWeight: 400,
    fontStyle: 'normal',
  },
  {
    family: 'Serif',
    file: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
    fontWeight: 400,
    fontStyle: 'italic',
  },
  {
    family: 'Serif',
    file: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
    fontWeight: 700,
    fontStyle: 'normal',
  },
  {
    family: 'Sans',
    file: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    fontWeight: 400,
    fontStyle: 'normal',
  },
  {
    family: 'Sans',
    file: '@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf',
    fontWeight: 600,
    fontStyle: 'normal',
  },
] as const;

let registered = false;

/** Registers the fonts once per process (react-pdf's font store is global). */
export function registerFonts(): void {
  if (registered) return;
  for (const family of ['Serif', 'Sans'] as const) {
    Font.register({
      family,
      fonts: FACES.filter((f) => f.family === family).map((f) => ({
        src: require.resolve(f.file),
        fontWeight: f.fontWeight,
        fontStyle: f.fontStyle,
      })),
    });
  }
  // One face each: react-pdf sets a bold line in the regular weight by itself. None has an italic, and
  // none is registered as one (a second registration of the same file is a second font, parsed and
  // embedded again): italic text uses Serif alone, and the visitor's words are never set in italics
  // unless Serif holds them (pdf-text-pages.tsx).
  for (const [family, file] of Object.entries(SCRIPT_FONTS)) Font.register({ family, src: require.resolve(file) });
  // Lines end at spaces, and where breakWord allows: in a web address, in Chinese or Japanese, or in a
  // word too long for any line.
  Font.registerHyphenationCallback(breakWord);
  registered = true;
}
