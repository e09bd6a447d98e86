/**
 * General settings → the mortgage calculator's minimum down payment rules (spec 001 §5 "Mortgage
 * calculator"): one select writing `metadata.mortgage_calculator.down_payment_rules`,
 * the id of a dated rule table of src/lib/mortgage/downPaymentRules.ts.
 */
import { z } from 'zod';
import { fieldMeta } from '../../schema/content';
import { mortgageCalculatorSettings, type MortgageCalculatorSettings } from '../../schema/page';

const downPaymentRules = mortgageCalculatorSettings.shape.down_payment_rules.clone();
fieldMeta.add(downPaymentRules, {
  widget: 'enum',
  label: { fr: 'Calculatrice hypothécaire : règles de mise de fonds minimale', en: 'Mortgage calculator: minimum down payment rules' },
  help: {
    fr: 'Federal 2024 12 15 : règles fédérales en vigueur depuis le 15 décembre 2024 (20 % à partir de 1 500 000 $). Spec 001 : grille du cahier des charges (20 % à partir de 1 000 000 $). Commercial : 35 % dans les deux cas.',
    en: 'Federal 2024 12 15: federal rules in force since December 15, 2024 (20% from $1,500,000). Spec 001: the specification’s table (20% from $1,000,000). Commercial: 35% in both.',
  },
});

/** The form's schema (one enum field). */
export const mortgageCalculatorForm = z.object({ down_payment_rules: downPaymentRules });

/** The form value for settings whose metadata may predate the field. */
export function toMortgageCalculatorForm(settings: { metadata: { mortgage_calculator?: MortgageCalculatorSettings } }): MortgageCalculatorSettings {
  return settings.metadata.mortgage_calculator ?? mortgageCalculatorSettings.parse({});
}
