import { describe, expect, it } from 'vitest';
import { blockComponentLoaders } from './blockComponents';
import { blockDefinitions } from './registry';

describe('blockComponentLoaders', () => {
  const pageBlocks = blockDefinitions.filter((definition) => !definition.item && definition.component);

  it('has a loader for every page-level block of the registry, and nothing else', () => {
    expect(Object.keys(blockComponentLoaders).sort()).toEqual(pageBlocks.map((definition) => definition.type).sort());
  });

  it('loads the very component the registry binds to each type, from the block’s own folder', async () => {
    for (const definition of pageBlocks) {
      const loader = blockComponentLoaders[definition.type]!;
      expect(String(loader)).toContain(`/${definition.family}/${definition.type}/`);
      expect(await loader()).toBe(definition.component);
    }
  });
});
