/**
 * blocks/schemas.ts is server-safe: importing it (as the publish check, the content import and the
 * seed do) loads every block schema and no React, no component (`.tsx`) and no stylesheet. Checked
 * on the module graph esbuild follows from each entry with every package bundled: what Node would
 * load and more (dynamic imports and the packages' own imports included), so a pass is a proof.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Every file (project-relative, node_modules included) in the module graph of `entry`. */
async function moduleGraph(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    splitting: true,
    outdir: 'module-graph',
    metafile: true,
    logLevel: 'silent',
    // A component's graph has stylesheets and the icon sprite: listed, not read.
    loader: { '.css': 'empty', '.svg': 'empty' },
  });
  return Object.keys(result.metafile.inputs);
}

const REACT = /(^|\/)node_modules\/(react|react-dom|react-aria-components|react-intl)\//;

describe('blocks/schemas.ts', () => {
  it('loads every block schema and no React, component or stylesheet', async () => {
    const modules = await moduleGraph('src/blocks/schemas.ts');
    expect(modules).toContain('src/blocks/schemas.ts');
    expect(modules.filter((path) => /^src\/blocks\/[a-z]+\/[a-z_0-9]+\/schema\.ts$/.test(path)).length).toBeGreaterThanOrEqual(30);
    expect(modules.filter((path) => path.endsWith('.tsx'))).toEqual([]);
    expect(modules.filter((path) => /\.css(\?|$)/.test(path))).toEqual([]);
    expect(modules.filter((path) => REACT.test(path))).toEqual([]);
  });

  it('is what the server’s publish check loads: no React there either', async () => {
    const modules = await moduleGraph('src/server/cms/blockValidation.ts');
    expect(modules).toContain('src/blocks/schemas.ts');
    expect(modules.filter((path) => path.endsWith('.tsx') || REACT.test(path))).toEqual([]);
  });

  it('sees React and stylesheets when a component is imported (the check can fail)', async () => {
    const modules = await moduleGraph('src/blocks/content/cta_block/CtaBlock.tsx');
    expect(modules.some((path) => path.endsWith('.tsx'))).toBe(true);
    expect(modules.some((path) => path.endsWith('.css'))).toBe(true);
    expect(modules.some((path) => REACT.test(path))).toBe(true);
  });
});
