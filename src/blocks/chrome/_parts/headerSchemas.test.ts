import { describe, expect, it } from 'vitest';
import { getBlockSchema } from '../../schemas';
import { validateBlock } from '../../validateBlock';

describe('the three header types on the server side (publish check, content import)', () => {
  it.each(['header_classic', 'header_megamenu', 'header_outofnorm'])('%s is known and its demo passes the publish check', (type) => {
    const schema = getBlockSchema(type)!;
    expect(schema).toBeDefined();
    const result = validateBlock({ block_type: type, block_params: schema.demo.block_params ?? {}, fields: schema.demo.fields });
    expect(result.kind).toBe('checked');
    if (result.kind === 'checked') {
      expect(result.fieldIssues).toEqual([]);
      expect(result.paramIssues).toEqual([]);
    }
  });

  it('refuses a megamenu panel whose link group has no title', () => {
    const schema = getBlockSchema('header_megamenu')!;
    const fields = structuredClone(schema.demo.fields) as { menu_repeater: { fields: { group_menu_repeater?: { fields: Record<string, unknown> }[] } }[] };
    delete fields.menu_repeater[0].fields.group_menu_repeater![0].fields.main_title;
    const result = validateBlock({ block_type: 'header_megamenu', block_params: {}, fields });
    expect(result.kind === 'checked' && result.fieldIssues.length).toBeGreaterThan(0);
  });
});
