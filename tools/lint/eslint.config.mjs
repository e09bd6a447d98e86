/**
 * Vitrine's ESLint configuration (read through the root eslint.config.mjs, so paths are the
 * repository's): JavaScript's and typescript-eslint's recommended rules, the rules of hooks, and
 * jsx-a11y's recommended rules for every component. `npm run lint` runs it with no warning allowed;
 * `npm test` runs it next to the import check.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'tools/lint/node_modules/**', 'dist/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '.tmp/**', '.data/**', 'src/renderer/routeTree.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose (a field dropped from a copy, an
      // argument a signature requires).
      // A value set once the server listens may be read by functions made before it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
    },
  },
  {
    // Tests reach into demo data, zod internals and jsdom's prototypes to set up what they check.
    files: ['**/*.test.{ts,tsx}', 'src/editor/forms/formTestHarness.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures destructure nothing (`async ({}, use) =>`) when they need no other fixture.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // React code: the server, the scripts and the test fixtures have functions named `use…` that are no hooks.
    files: ['src/{api,blocks,editor,lib,renderer,schema}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A component's own `role` prop (a user's role) is no ARIA role.
    files: ['**/*.tsx'],
    rules: { 'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] },
  },
);
