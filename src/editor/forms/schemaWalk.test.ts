import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactInfosBlockFields } from '../../blocks/contact/contact_infos_block/schema';
import { headerClassicFields } from '../../blocks/chrome/header_classic/schema';
import { color, image, link, localizedText, richText, video } from '../../schema/content';
import { theme } from '../../schema/theme';
import { fieldLabel, humanizeKey, optionLabel } from './fieldLabels';
import { formText } from './messages';
import { getIn, moveItem, setIn } from './path';
import { describeField, emptyValueFor, itemBlockTypeOf } from './schemaWalk';
import enMessages from './i18n/en.json';
import frMessages from './i18n/fr.json';

describe('describeField', () => {
  it('reads the fieldMeta widget through optional/default wrappers', () => {
    expect(describeField(localizedText.optional())).toMatchObject({
      kind: 'text',
      localized: true,
      optional: true,
    });
    expect(describeField(richText)).toMatchObject({
      kind: 'richtext',
      localized: true,
      optional: false,
    });
    expect(describeField(link.optional()).kind).toBe('link');
    expect(describeField(image).kind).toBe('image');
    expect(describeField(video).kind).toBe('video');
    expect(describeField(color.optional()).kind).toBe('color');
  });

  it('maps plain zod types to widgets', () => {
    expect(describeField(z.string())).toMatchObject({
      kind: 'text',
      localized: false,
    });
    expect(describeField(z.number().min(0.25).max(4).default(1))).toMatchObject({
      kind: 'number',
      min: 0.25,
      max: 4,
      defaultValue: 1,
      optional: true,
    });
    expect(describeField(z.boolean().nullable())).toMatchObject({
      kind: 'boolean',
      nullable: true,
    });
    expect(describeField(z.enum(['left', 'right']).optional())).toMatchObject({
      kind: 'enum',
      options: ['left', 'right'],
    });
    expect(describeField(z.union([z.literal('a'), z.literal(2)]))).toMatchObject({ kind: 'enum', options: ['a', 2] });
    expect(describeField(z.literal('menu_item')).kind).toBe('hidden');
    expect(describeField(z.record(z.string(), z.string())).kind).toBe('record');
    expect(describeField(z.object({ a: z.string() })).kind).toBe('object');
    expect(describeField(z.array(z.string())).kind).toBe('array');
    expect(describeField(theme).kind).toBe('object');
  });

  it('recognises repeaters of item blocks', () => {
    expect(describeField(contactInfosBlockFields.shape.contact_infos_repeater).kind).toBe('repeater');
    expect(itemBlockTypeOf((headerClassicFields.shape.menu_repeater as any).unwrap().element)).toBe('menu_item');
  });
});

describe('emptyValueFor', () => {
  it('builds the smallest starting value', () => {
    expect(emptyValueFor(link)).toEqual({ text: {}, url: {}, target: '_self' });
    expect(emptyValueFor(z.number().min(3))).toBe(3);
    expect(emptyValueFor(z.enum(['x', 'y']))).toBe('x');
    expect(emptyValueFor(z.array(z.string()).default(['a']))).toEqual(['a']);
    expect(emptyValueFor(z.object({ a: z.string(), b: z.string().optional() }))).toEqual({ a: '' });
  });
});

describe('path helpers', () => {
  it('sets immutably and shares untouched branches', () => {
    const value = { a: { b: 1 }, c: { d: 2 }, list: [{ x: 1 }, { x: 2 }] };
    const next = setIn(value, ['list', 1, 'x'], 3) as typeof value;
    expect(next.list[1].x).toBe(3);
    expect(value.list[1].x).toBe(2);
    expect(next.a).toBe(value.a);
    expect(next.list[0]).toBe(value.list[0]);
    expect(setIn(value, ['a', 'b'], 1)).toBe(value);
    expect(setIn({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
    expect(setIn(undefined, ['x', 0], 'y')).toEqual({ x: ['y'] });
    expect(getIn(next, ['list', 1, 'x'])).toBe(3);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});

describe('labels', () => {
  it('humanises keys and translates the spec’s common field names', () => {
    expect(humanizeKey('main_title')).toBe('Main title');
    expect(humanizeKey('border-radius-1')).toBe('Border radius 1');
    expect(humanizeKey('colorSchemesList')).toBe('Color schemes list');
    expect(fieldLabel('main_title', undefined, 'fr')).toBe('Titre principal');
    expect(fieldLabel('orientation_x', undefined, 'fr')).toBe('Orientation horizontale');
    expect(fieldLabel('color_scheme', undefined, 'en')).toBe('Colour scheme');
    expect(fieldLabel('unknown_field', undefined, 'fr')).toBe('Unknown field');
    expect(fieldLabel('x', { label: { fr: 'Étiquette', en: 'Label' } }, 'fr')).toBe('Étiquette');
    expect(optionLabel('normal-grey', 'fr')).toBe('Normale grise');
  });

  it('has every UI text in both languages', () => {
    expect(Object.keys(frMessages).sort()).toEqual(Object.keys(enMessages).sort());
    expect(formText('fr', 'editor.forms.move-up', { n: 2 })).toBe('Monter l’élément 2');
    expect(formText('en', 'editor.forms.move-up', { n: 2 })).toBe('Move item 2 up');
  });
});
