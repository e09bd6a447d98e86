/**
 * `mortgage_calculator_block` (spec 001 §3 "Mortgage calculator", §4 "Calculator", §5 "Mortgage
 * calculator", §9 "Mortgage"): a Canadian mortgage payment calculator with the site's
 * minimum down payment rules (`metadata.mortgage_calculator.down_payment_rules`), and, when the
 * block's `mortgage_insurance` param is on, mortgage default insurance (src/lib/mortgage/defaultInsurance).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, fieldMeta } from '../../../schema/content';
import { calculatorBlockFields } from '../_parts/calculator/calculatorFields';

/** Fields: titles, rich-text description, optional call to action, optional default price. */
export const mortgageCalculatorBlockFields = z.object(calculatorBlockFields);

/**
 * Mortgage default insurance on (federal rules of 2024-12-15: the premium added to the loan below
 * 20 % down, the 1 500 000 price cap, 30 years for first-time buyers and new builds) or off (the
 * spec's calculator: no premium, the site's down payment table). Off when missing.
 */
const mortgageInsurance = z.boolean().optional();
fieldMeta.add(mortgageInsurance, {
  widget: 'boolean',
  label: { fr: 'Assurance prêt hypothécaire', en: 'Mortgage default insurance' },
  help: {
    fr: 'Sous 20 % de mise de fonds, ajoute la prime d’assurance au prêt et ouvre l’amortissement de 30 ans aux premiers acheteurs et aux constructions neuves (règles fédérales du 15 décembre 2024).',
    en: 'Below 20% down, adds the insurance premium to the loan and opens the 30-year amortization to first-time buyers and new builds (federal rules of December 15, 2024).',
  },
});

export const mortgageCalculatorBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  mortgage_insurance: mortgageInsurance,
});

/** Demo: a South Shore broker's calculator, prefilled with a typical Longueuil house price. */
export const mortgageCalculatorBlockDemo: {
  block_params?: z.input<typeof mortgageCalculatorBlockParams>;
  fields: z.input<typeof mortgageCalculatorBlockFields>;
} = {
  block_params: { color_scheme: 'normal-grey', mortgage_insurance: true },
  fields: {
    super_title: { fr: 'Financement', en: 'Financing' },
    main_title: { fr: 'Estimez vos versements hypothécaires', en: 'Estimate your mortgage payments' },
    description: {
      fr: '<p>Entrez le prix, votre mise de fonds et le taux offert par votre prêteur : vous verrez votre versement, les intérêts totaux et le solde à la fin de chaque terme de cinq ans.</p>',
      en: '<p>Enter the price, your down payment and your lender’s rate to see your payment, the total interest and the balance at the end of each five-year term.</p>',
    },
    cta: {
      format: { type: 'button-outline' },
      text: { fr: 'Parler de mon projet', en: 'Talk about my project' },
      url: { fr: '/fr/contact', en: '/en/contact' },
    },
    default_price: 450_000,
  },
};

export const mortgageCalculatorBlockSchema = defineBlockSchema({
  type: 'mortgage_calculator_block',
  family: 'forms',
  colorScheme: true,
  label: { fr: 'Calculatrice hypothécaire', en: 'Mortgage calculator' },
  fields: mortgageCalculatorBlockFields,
  params: mortgageCalculatorBlockParams,
  demo: mortgageCalculatorBlockDemo,
});
