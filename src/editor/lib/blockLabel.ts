/**
 * Human labels for block types and families in the editor.
 */
import type { BlockFamily } from '../../blocks/defineBlock';
import { getBlockSchema } from '../../blocks/schemas';
import type { Locale } from '../../lib/locales';

/** The block definition's label in the UI locale, or the raw type when unknown. */
export function blockLabel(type: string, locale: Locale): string {
  return getBlockSchema(type)?.label[locale] ?? type;
}

const FAMILY_COLORS: Record<BlockFamily, string> = {
  chrome: '#7c3aed',
  content: '#2563eb',
  contact: '#059669',
  media: '#d97706',
  properties: '#dc2626',
  forms: '#0891b2',
  blog: '#db2777',
  people: '#65a30d',
  system: '#475569',
};

/** The outline colour of a family when "payload colours" is on (CSS colour). */
export function familyColor(family: BlockFamily | undefined): string {
  return family ? FAMILY_COLORS[family] : '#b42318';
}
