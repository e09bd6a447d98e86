import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../../blocks/schemas';
import { describeField, shapeOf, type FieldKind } from '../schemaWalk';
import { fieldWidgets, widgetFor } from './index';

/** Every field kind met while walking a schema's fields, repeaters and nested objects. */
function kindsOf(schema: Parameters<typeof describeField>[0], seen = new Set<FieldKind>(), depth = 0): Set<FieldKind> {
  if (depth > 12) return seen;
  const d = describeField(schema);
  seen.add(d.kind);
  if (d.kind === 'object') for (const member of Object.values(shapeOf(d.inner))) kindsOf(member, seen, depth + 1);
  if (d.kind === 'repeater' || d.kind === 'array') {
    const element = (d.inner as unknown as { element?: Parameters<typeof describeField>[0] }).element;
    if (element) kindsOf(element, seen, depth + 1);
  }
  return seen;
}

describe('the widget map', () => {
  it('has a component for every widget of every block schema’s fields and params', () => {
    const kinds = new Set<FieldKind>();
    for (const schema of blockSchemas) {
      for (const member of Object.values(shapeOf(schema.fields))) kindsOf(member, kinds);
      for (const member of Object.values(shapeOf(schema.params))) kindsOf(member, kinds);
    }
    kinds.delete('hidden');
    const missing = [...kinds].filter((kind) => !(kind in fieldWidgets));
    expect(missing).toEqual([]);
    expect(kinds.size).toBeGreaterThan(8);
  });

  it('falls back to the inline “unsupported” widget for an unknown name, never a crash', () => {
    expect(widgetFor('carousel-3d')).toBe(fieldWidgets.unsupported);
    expect(widgetFor('image')).toBe(fieldWidgets.image);
  });
});
