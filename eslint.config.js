import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerBoundaries, noImportCycles } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-*/**', 'node_modules', 'data', 'coverage', '**/test-results/**', 'playwright-report', 'drizzle'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  layerBoundaries,
  noImportCycles,
  {
    // Split by responsibility (state, effects, view) long before this; tests may read as long stories.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Playwright fixtures take `{}` and hand values on through a callback named `use`.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
