// ESLint finds its configuration here; the linter and its TypeScript 6 live in tools/lint.
export { default } from './tools/lint/eslint.config.mjs';
