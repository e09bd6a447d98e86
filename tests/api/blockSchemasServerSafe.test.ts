/**
 * blocks/schemas.ts is server-safe: importing it (as the publish check, the content import and the
 * seed do) loads every block schema and no React, no component (`.tsx`) and no stylesheet. Checked
 * in a real Node process that records every module it resolves.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function loadedBy(entry: string, script: string): string[] {
  const log = join(dir, `${entry.replace(/\W+/g, '_')}.log`);
  execFileSync(process.execPath, ['--import', 'tsx', '--import', './tests/support/importRecorder.mjs', '--input-type=module', '-e', script], {
    env: { ...process.env, IMPORT_LOG: log },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return [...new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean))];
}

describe('blocks/schemas.ts', () => {
  it('loads every block schema and no React, component or stylesheet', () => {
    const modules = loadedBy(
      'schemas',
      `const { blockSchemas } = await import('./src/blocks/schemas.ts'); if (blockSchemas.length < 30) process.exit(3);`,
    );
    expect(modules.some((url) => url.endsWith('/src/blocks/schemas.ts'))).toBe(true);
    expect(modules.filter((url) => /\/src\/blocks\/[a-z]+\/[a-z_0-9]+\/schema\.ts$/.test(url)).length).toBeGreaterThanOrEqual(30);
    expect(modules.filter((url) => url.endsWith('.tsx'))).toEqual([]);
    expect(modules.filter((url) => /\.css(\?|$)/.test(url))).toEqual([]);
    expect(modules.filter((url) => /\/node_modules\/(react|react-dom|react-aria-components|react-intl)\//.test(url))).toEqual([]);
  });

  it('is what the server’s publish check loads: no React there either', () => {
    const modules = loadedBy('blockValidation', `await import('./src/server/cms/blockValidation.ts');`);
    expect(modules.filter((url) => url.endsWith('.tsx') || /\/node_modules\/react(-dom)?\//.test(url))).toEqual([]);
  });

  it('the recorder sees React when a component is imported (the check can fail)', () => {
    const modules = loadedBy('registry', `await import('./src/blocks/content/cta_block/CtaBlock.tsx').catch(() => {});`);
    expect(modules.some((url) => url.endsWith('.tsx'))).toBe(true);
  });
});
