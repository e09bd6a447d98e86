/**
 * `article_quote_block`: a pulled quote of an article body, optionally attributed (spec 001 §3
 * "Post": main_content blocks).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { localizedText, localizedTextarea } from '../../../schema/content';

export const articleQuoteBlockFields = z.object({ quote: localizedTextarea, cite: localizedText.optional() });
export const articleQuoteBlockParams = z.object({});

/** Demo: a broker's advice on inspections. */
export const articleQuoteBlockDemo: { fields: z.input<typeof articleQuoteBlockFields> } = {
  fields: {
    quote: {
      fr: 'Une inspection préachat coûte quelques centaines de dollars; une mauvaise surprise après l’achat peut en coûter des dizaines de milliers.',
      en: 'A pre-purchase inspection costs a few hundred dollars; a bad surprise after closing can cost tens of thousands.',
    },
    cite: { fr: 'Julie Tremblay, courtière immobilière', en: 'Julie Tremblay, real estate broker' },
  },
};

export const articleQuoteBlockSchema = defineBlockSchema({
  type: 'article_quote_block',
  family: 'blog',
  articleBody: true,
  label: { fr: 'Citation', en: 'Quote' },
  fields: articleQuoteBlockFields,
  params: articleQuoteBlockParams,
  demo: articleQuoteBlockDemo,
});
