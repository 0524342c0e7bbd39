import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from './scripts/lint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { '@stylistic': stylistic, boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Prettier wraps code at 110; what it cannot wrap (long strings, comments) must stay readable too.
      '@stylistic/max-len': [
        'error',
        { code: 120, tabWidth: 2, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
      'boundaries/core-pure': 'error',
      'boundaries/no-cross-feature': 'error',
      'boundaries/server-layers': 'error',
    },
  },
  {
    // the payment SDK lives behind the checkout port, in server/src/providers/checkout/ (ADR 013)
    files: ['server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'stripe', message: 'Use the checkout port (server/src/providers/checkout/).' }] },
      ],
    },
  },
);
