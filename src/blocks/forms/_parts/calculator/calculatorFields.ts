/**
 * Fields every calculator block shares (server-safe: zod only): the section's super title, title,
 * rich-text description and optional call to action ({@link CalculatorSection} draws them), and the
 * price the calculator starts with.
 */
import { z } from 'zod';
import { fieldMeta, link, localizedText, richText } from '../../../../schema/content';

/** Price the calculator starts with, whole CAD (0 or missing: the visitor types it). */
export const calculatorDefaultPrice = z.number().int().min(0).max(9_999_999_999).optional();
fieldMeta.add(calculatorDefaultPrice, {
  widget: 'number',
  label: { fr: 'Prix par défaut ($)', en: 'Default price ($)' },
  help: { fr: 'Prix affiché au départ, en dollars entiers.', en: 'Price shown at first, in whole dollars.' },
});

/** Titles, description and call to action of a calculator block, with its default price. */
export const calculatorBlockFields = {
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  default_price: calculatorDefaultPrice,
};
