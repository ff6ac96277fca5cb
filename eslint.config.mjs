// @ts-check
// Lint rules the team does not argue about in review. Formatting is Prettier's (see .prettierrc.json).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**'],
    rules: {
      // Folders reach each other through the `@/` alias (the locale files under public/ excepted).
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^\\.\\./(?!.*public/locales/|.*package\\.json$)', message: "Import across folders with '@/…', not '../'." }],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      // The classic two; the React Compiler's rules (refs, purity, set-state-in-effect) wait until the
      // islands are written for the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Props are typed by TypeScript.
      'react/prop-types': 'off',
    },
  },
);
