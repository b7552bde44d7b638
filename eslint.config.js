import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

// Relative imports reach other layers through '../' segments, which '**' does not match.
const layers = (...names) =>
  names.map((name) => ({
    group: [`**/${name}/*`, `../${name}/*`, `../../${name}/*`, `../../../${name}/*`],
    message: `layers import one way (docs/architecture): not ${name}`,
  }));
const compositionRoots = ['src/server/main.ts', 'src/server/cli/deliver.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended, prettier],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Layering: domain and astro are pure and import nothing of ours.
    files: ['src/domain/**', 'src/astro/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layers('web', 'server', 'report') }] },
  },
  {
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layers('server', 'report') }] },
  },
  {
    files: ['src/server/**'],
    ignores: compositionRoots,
    rules: { 'no-restricted-imports': ['error', { patterns: layers('web', 'report') }] },
  },
  {
    // The composition roots wire the report into the delivery worker; nothing else in the server may.
    files: compositionRoots,
    rules: { 'no-restricted-imports': ['error', { patterns: layers('web') }] },
  },
  {
    files: ['src/report/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layers('web', 'server') }] },
  },
  // A reading is made bottom-up: question -> synthesis -> lore -> document -> pdf; each room imports only rooms below it.
  ...[
    ['question', ['synthesis', 'lore', 'document', 'pdf']],
    ['synthesis', ['lore', 'document', 'pdf']],
    ['lore', ['document', 'pdf']],
    ['document', ['pdf']],
  ].map(([room, above]) => ({
    files: [`src/report/${room}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: layers('web', 'server', ...above) }] },
  })),
);
