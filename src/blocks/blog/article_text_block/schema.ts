/**
 * `article_text_block`: paragraphs and sub-headings of an article body (spec 001 §3 "Post":
 * main_content blocks), rich text per locale.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { richText } from '../../../schema/content';

export const articleTextBlockFields = z.object({ content: richText });
export const articleTextBlockParams = z.object({});

/** Demo: two paragraphs about a first purchase. */
export const articleTextBlockDemo: { fields: z.input<typeof articleTextBlockFields> } = {
  fields: {
    content: {
      fr: '<h2>Commencer par le budget</h2><p>Avant de visiter, faites-vous préautoriser par votre institution financière : vous saurez quel prix viser et vos offres seront prises au sérieux.</p>',
      en: '<h2>Start with the budget</h2><p>Before visiting, get pre-approved by your lender: you will know which price to aim for, and sellers will take your offers seriously.</p>',
    },
  },
};

export const articleTextBlockSchema = defineBlockSchema({
  type: 'article_text_block',
  family: 'blog',
  articleBody: true,
  label: { fr: 'Texte d’article', en: 'Article text' },
  fields: articleTextBlockFields,
  params: articleTextBlockParams,
  demo: articleTextBlockDemo,
});
