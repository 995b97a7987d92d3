// One lint setup for the whole repository. Layer rules keep imports inside their layer
// (ARCHITECTURE.md): routes never reach repositories, packages never reach apps, and
// visible text in the apps must go through i18n.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import layers from './scripts/eslint-layers.mjs';

const componentFetchMessage =
  'Components call the server through the hooks of their feature (features/<feature>/<feature>.api.ts), never a fetch helper.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['packages/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@khela/server', '@khela/web'],
              message: 'Packages never import apps.',
            },
            { group: ['node:*'], message: 'Packages run in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', 'kysely'],
              message: 'Routes call a service; SQL lives in repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's shape: domains meet only at their front doors, the shared layers never
    // reach into a domain, no two parts import each other (scripts/eslint-layers.mjs).
    files: ['apps/server/src/**/*.ts'],
    plugins: { khela: layers },
    rules: {
      'khela/domain-boundaries': 'error',
      'khela/no-area-cycles': 'error',
    },
  },
  {
    // Sizes that keep the server readable; seed data is data, not code.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/seed/**'],
    plugins: { khela: layers },
    rules: {
      'max-lines': ['error', { max: 400 }],
      'khela/function-lines': ['error', 70],
    },
  },
  {
    // A test reads as one story from arrange to assert; only its file's length is limited.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.fixture.ts'],
    rules: { 'khela/function-lines': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/ops/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['alt', 'title', 'aria-label', 'placeholder'] },
        },
      ],
    },
  },
  {
    // Components reach the server only through their feature's api hooks (ARCHITECTURE.md):
    // the fetch helpers are for *.api.ts and other non-component modules.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/client'],
              importNames: ['apiRequest', 'apiGet', 'apiPostForm', 'apiBlob'],
              message: componentFetchMessage,
            },
            {
              group: ['**/api/envelope'],
              importNames: ['apiSealed'],
              message: componentFetchMessage,
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.fixture.ts',
      'tests/**',
      'bench/**',
      'scripts/**',
      'apps/server/test/**',
    ],
    rules: {
      'i18next/no-literal-string': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
