/**
 * `article_list_block`: a bulleted or numbered list of an article body, one item per line of
 * `items` per locale (spec 001 §3 "Post": main_content blocks).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { fieldMeta, localized } from '../../../schema/content';
import { listItems } from './constants';

const listText = localized(z.string());
fieldMeta.add(listText, { widget: 'textarea', help: { fr: 'Un élément par ligne', en: 'One item per line' } });

export const articleListBlockFields = z.object({ items: listText });
/** `ordered`: numbered (true) or bulleted (false, default). */
export const articleListBlockParams = z.object({ ordered: z.boolean().optional() });

/** Demo: what to bring to the notary. */
export const articleListBlockDemo: { block_params?: z.input<typeof articleListBlockParams>; fields: z.input<typeof articleListBlockFields> } = {
  block_params: { ordered: false },
  fields: {
    items: {
      fr: 'Deux pièces d’identité avec photo\nLa lettre d’engagement du prêteur\nLa preuve d’assurance habitation',
      en: 'Two pieces of photo ID\nThe lender’s commitment letter\nProof of home insurance',
    },
  },
};

export const articleListBlockSchema = defineBlockSchema({
  type: 'article_list_block',
  family: 'blog',
  articleBody: true,
  label: { fr: 'Liste', en: 'List' },
  fields: articleListBlockFields,
  params: articleListBlockParams,
  demo: articleListBlockDemo,
});

export { listItems };
