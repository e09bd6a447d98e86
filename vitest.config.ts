import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { postgresApiFiles, unitProjects } from './tests/support/testProjects';

const root = fileURLToPath(new URL('.', import.meta.url));
const units = unitProjects(root);

/**
 * Five projects (which file goes where: tests/support/testProjects.ts):
 *
 * - `unit`: pure TypeScript tests of src in Node, in worker threads sharing one module graph;
 * - `dom`: component and browser-API tests of src in jsdom, sharing one module graph too;
 * - `dom-isolated`: the jsdom files that mock modules, each with its own module graph;
 * - `api`: tests/api against a real PGlite database per file, copied from one migrated template;
 * - `api-postgres`: the API files marked `@postgres` (what PostgreSQL does differently: repositories,
 *   locks, notifications, limits, migrations) against a throwaway PostgreSQL cluster, one database
 *   per file copied from a migrated template database (needs Debian's postgresql).
 *
 * `npm test` runs them all; end-to-end tests run separately with Playwright.
 */
export default defineConfig({
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    // Every core (Vitest keeps one free by default, which on two cores halves the run).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: units.unit,
          environment: 'node',
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: units.dom,
          environment: 'jsdom',
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          include: units.domIsolated,
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['tests/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/**/*.postgres.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/seedMediaGlobalSetup.ts', 'tests/support/pgliteTemplateGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: postgresApiFiles(root),
          environment: 'node',
          globalSetup: ['tests/support/seedMediaGlobalSetup.ts', 'tests/support/postgresGlobalSetup.ts'],
        },
      },
    ],
  },
});
