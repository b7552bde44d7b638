import { createRequire } from 'node:module';

import { Font } from '@react-pdf/renderer';

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
  // Whole words only: hyphenated names and glyph-free words read better in a personal letter.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
