/**
 * The block lists follow the block folders (scripts/gen-block-lists.mjs): the committed
 * schemas.ts, registry.ts and blockComponents.ts are what the folders give, and a block folder
 * added to a copy of the project reaches the schema list (which the editor's library and the
 * server read), the registry and the public renderer's component loaders without editing a list.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generate, OUTPUTS, outdated, readBlockFolders } from '../../scripts/gen-block-lists.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

/** A copy of src/blocks in a temporary project root. */
function copyOfBlocks(): string {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-blocks-'));
  cpSync(join(ROOT, 'src', 'blocks'), join(root, 'src', 'blocks'), { recursive: true, filter: (source) => !source.endsWith('.test.ts') && !source.endsWith('.test.tsx') });
  return root;
}

/** Writes a block folder `src/blocks/<family>/<type>` with its schema, index and component. */
function addBlockFolder(root: string, family: string, type: string, name: string, options: { item?: boolean } = {}) {
  const folder = join(root, 'src', 'blocks', family, type);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'schema.ts'),
    [
      "import { z } from 'zod';",
      "import { defineBlockSchema } from '../../defineBlockSchema';",
      `export const ${name}Schema = defineBlockSchema({`,
      `  type: '${type}',`,
      `  family: '${family}',`,
      ...(options.item ? ['  item: true,'] : []),
      '  fields: z.object({}),',
      '  params: z.object({}),',
      '});',
      '',
    ].join('\n'),
  );
  const component = name[0]!.toUpperCase() + name.slice(1);
  writeFileSync(join(folder, `${component}.tsx`), `export function ${component}() {\n  return null;\n}\n`);
  writeFileSync(
    join(folder, 'index.ts'),
    [
      "import { defineBlock } from '../../defineBlock';",
      `import { ${component} } from './${component}';`,
      `import { ${name}Schema } from './schema';`,
      `export const ${name} = defineBlock(${name}Schema, ${component});`,
      '',
    ].join('\n'),
  );
}

describe('block lists', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('are what the block folders give (run `npm run gen:blocks` after adding a block)', () => {
    expect(outdated(ROOT)).toEqual([]);
    expect(readBlockFolders(ROOT).length).toBeGreaterThan(100);
  });

  it('take in a block folder added to the project, with no list edited by hand', () => {
    const root = copyOfBlocks();
    roots.push(root);
    addBlockFolder(root, 'content', 'open_house_banner_block', 'openHouseBannerBlock');
    addBlockFolder(root, 'content', 'open_house_banner_item', 'openHouseBannerItem', { item: true });
    const lists = generate(root);

    const schemas = lists[OUTPUTS.schemas]!;
    expect(schemas).toContain("import { openHouseBannerBlockSchema } from './content/open_house_banner_block/schema';");
    expect(schemas.slice(schemas.indexOf('export const blockSchemas'))).toContain('\n  openHouseBannerBlockSchema,\n');
    const registry = lists[OUTPUTS.registry]!;
    expect(registry).toContain("import { openHouseBannerBlock } from './content/open_house_banner_block/index';");
    expect(registry.slice(registry.indexOf('export const blockDefinitions'))).toContain('\n  openHouseBannerBlock,\n');
    expect(lists[OUTPUTS.components]).toContain(
      "  open_house_banner_block: () => import('./content/open_house_banner_block/OpenHouseBannerBlock').then((m) => m.OpenHouseBannerBlock as BlockComponent),",
    );
    // A repeater item is listed with the blocks but drawn by its parent: no loader of its own.
    expect(schemas).toContain('  openHouseBannerItemSchema,');
    expect(lists[OUTPUTS.components]).not.toContain('open_house_banner_item');
    // Everything else as committed.
    const generatedSchemas = generate(ROOT)[OUTPUTS.schemas]!;
    expect(generatedSchemas.split('\n').filter((line) => !line.includes('openHouseBanner'))).toEqual(schemas.split('\n').filter((line) => !line.includes('openHouseBanner')));
  });

  it('name the file of a block folder that does not follow the contract', () => {
    const root = copyOfBlocks();
    roots.push(root);
    addBlockFolder(root, 'content', 'broken_block', 'brokenBlock');
    rmSync(join(root, 'src', 'blocks', 'content', 'broken_block', 'index.ts'));
    expect(() => generate(root)).toThrow('src/blocks/content/broken_block: no index.ts binding the schema to its component.');
  });
});
