/**
 * `transfer_duties_calculator_block` (beyond the spec; a buyer's calculator beside
 * `mortgage_calculator_block`): Quebec's real-estate transfer duties, the "welcome tax", on a
 * purchase, by the brackets in force for the year of the deed, in Montréal or elsewhere in Quebec
 * (src/lib/transferDuties: dated tables with their sources).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, fieldMeta } from '../../../schema/content';
import { calculatorBlockFields } from '../_parts/calculator/calculatorFields';

/** Fields: titles, rich-text description, optional call to action, optional default price. */
export const transferDutiesCalculatorBlockFields = z.object(calculatorBlockFields);

/** Where the calculator starts: Montréal or elsewhere in Quebec (elsewhere when missing). */
const defaultMunicipality = z.enum(['quebec', 'montreal']).optional();
fieldMeta.add(defaultMunicipality, {
  widget: 'enum',
  label: { fr: 'Municipalité au départ', en: 'Municipality at first' },
  help: { fr: 'quebec : ailleurs au Québec; montreal : Ville de Montréal.', en: 'quebec: elsewhere in Quebec; montreal: City of Montréal.' },
});

export const transferDutiesCalculatorBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  default_municipality: defaultMunicipality,
});

/** Demo: a South Shore broker's welcome-tax calculator, prefilled with a typical house price. */
export const transferDutiesCalculatorBlockDemo: {
  block_params?: z.input<typeof transferDutiesCalculatorBlockParams>;
  fields: z.input<typeof transferDutiesCalculatorBlockFields>;
} = {
  block_params: { color_scheme: 'normal', default_municipality: 'quebec' },
  fields: {
    super_title: { fr: 'Frais d’achat', en: 'Closing costs' },
    main_title: { fr: 'Calculez votre taxe de bienvenue', en: 'Calculate your welcome tax' },
    description: {
      fr: '<p>Les droits de mutation se paient à la municipalité quelques semaines après la signature chez le notaire. Entrez le prix et, si vous la connaissez, l’évaluation municipale : vous verrez le montant de chaque tranche et le total à prévoir.</p>',
      en: '<p>Transfer duties are paid to the municipality a few weeks after signing at the notary’s. Enter the price and, if you know it, the municipal assessment to see the amount of each bracket and the total to plan for.</p>',
    },
    default_price: 450_000,
  },
};

export const transferDutiesCalculatorBlockSchema = defineBlockSchema({
  type: 'transfer_duties_calculator_block',
  family: 'forms',
  colorScheme: true,
  label: { fr: 'Calculatrice de taxe de bienvenue', en: 'Welcome tax calculator' },
  fields: transferDutiesCalculatorBlockFields,
  params: transferDutiesCalculatorBlockParams,
  demo: transferDutiesCalculatorBlockDemo,
});
