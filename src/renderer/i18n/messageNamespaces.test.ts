import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain ES module script
import { generate, OUTPUT } from '../../../scripts/gen-message-namespaces.mjs';

describe('messageNamespaces.gen.ts', () => {
  it('is up to date with the code (run `npm run gen:messages` after adding a message to a block)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(generate());
  });
});
