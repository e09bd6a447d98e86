import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects: `unit` (src, jsdom, components and pure helpers), `api` (tests/api, node, real
 * PGlite database in a temp dir) and `api-postgres` (the same API tests against a throwaway
 * PostgreSQL cluster; needs Debian's postgresql). `npm test` runs them all; end-to-end tests run
 * separately with Playwright.
 */
export default defineConfig({
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-unit.ts'],
          // Component tests with react-aria and the router take a few seconds on a busy 2-core CI.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/seedMediaGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same API suite against a real PostgreSQL server (a throwaway cluster for the run).
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/seedMediaGlobalSetup.ts', 'tests/support/postgresGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
