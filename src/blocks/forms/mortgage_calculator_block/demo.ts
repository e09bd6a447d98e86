import type { z } from 'zod';
import type { mortgageCalculatorBlockFields, mortgageCalculatorBlockParams } from './index';

/** Demo: a South Shore broker's calculator, prefilled with a typical Longueuil house price. */
export const mortgageCalculatorBlockDemo: {
  block_params?: z.input<typeof mortgageCalculatorBlockParams>;
  fields: z.input<typeof mortgageCalculatorBlockFields>;
} = {
  block_params: { color_scheme: 'normal-grey' },
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
