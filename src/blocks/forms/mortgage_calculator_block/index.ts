/**
 * `mortgage_calculator_block` (spec 001 §3 "Mortgage calculator", §4 "Calculator", §5 "Mortgage
 * calculator", §9 "Mortgage"; issue 4 §2): a Canadian mortgage payment calculator with the site's
 * minimum down payment rules (`metadata.mortgage_calculator.down_payment_rules`).
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { colorSchemeName, fieldMeta, link, localizedText, richText } from '../../../schema/content';
import { MortgageCalculatorBlock } from './MortgageCalculatorBlock';
import { mortgageCalculatorBlockDemo } from './demo';

/** Price the calculator starts with, whole CAD (0 or missing: the visitor types it). */
const defaultPrice = z.number().int().min(0).max(9_999_999_999).optional();
fieldMeta.add(defaultPrice, {
  widget: 'number',
  label: { fr: 'Prix par défaut ($)', en: 'Default price ($)' },
  help: { fr: 'Prix affiché au départ, en dollars entiers.', en: 'Price shown at first, in whole dollars.' },
});

/** Fields: titles, rich-text description, optional call to action, optional default price. */
export const mortgageCalculatorBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  default_price: defaultPrice,
});

export const mortgageCalculatorBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

export const mortgageCalculatorBlock = defineBlock({
  type: 'mortgage_calculator_block',
  family: 'forms',
  colorScheme: true,
  label: { fr: 'Calculatrice hypothécaire', en: 'Mortgage calculator' },
  fields: mortgageCalculatorBlockFields,
  params: mortgageCalculatorBlockParams,
  component: MortgageCalculatorBlock,
  demo: mortgageCalculatorBlockDemo,
});
