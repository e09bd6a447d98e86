/**
 * `qa_item` (spec 001 §2 "Q&A": accordion items, a title with an optional left icon and rich
 * content): one question and its answer in a `qa_block`'s `qa_repeater`. `anchor` pins the id a
 * deep link (`#anchor`) opens; without it the id is the question's slug in the active language.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component).
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { fieldMeta, icon, localized, localizedText, richText } from '../../../schema/content';

/** A deep-link anchor per locale: letters, digits and hyphens (`taxe-de-bienvenue`). */
const anchor = localized(z.string().regex(/^[a-z0-9-]*$/, 'Lowercase letters, digits and hyphens only'));
fieldMeta.add(anchor, {
  widget: 'text',
  label: { fr: 'Ancre du lien direct', en: 'Direct link anchor' },
  help: {
    fr: 'Facultatif : l’adresse de la page suivie de #ancre ouvre cette question. Par défaut, le titre de la question.',
    en: 'Optional: the page address followed by #anchor opens this question. Defaults to the question’s title.',
  },
});

export const qaItemFields = z.object({
  main_title: localizedText,
  icon: icon.optional(),
  description: richText,
  anchor: anchor.optional(),
});
export const qaItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'qa_item', block_params, fields}`. */
export const qaItem = itemBlock('qa_item', qaItemFields);
export type QaItemValue = z.output<typeof qaItem>;

/** Demo: the welcome tax, the question every Quebec buyer asks. */
export const qaItemDemo: { fields: z.input<typeof qaItemFields> } = {
  fields: {
    main_title: { fr: 'Qu’est-ce que la taxe de bienvenue ?', en: 'What is the welcome tax?' },
    icon: { type: 'info' },
    description: {
      fr: '<p>C’est le nom populaire des droits de mutation immobilière que la municipalité facture à l’acheteur après la signature chez le notaire. Le montant dépend du prix d’achat (ou de l’évaluation municipale, si elle est plus élevée) et se paie en une fois, quelques semaines après l’achat.</p>',
      en: '<p>It is the popular name of the property transfer duties the municipality bills the buyer after the deed is signed at the notary’s office. The amount depends on the purchase price (or the municipal assessment, if higher) and is paid once, a few weeks after the purchase.</p>',
    },
  },
};

export const qaItemBlockSchema = defineBlockSchema({
  type: 'qa_item',
  family: 'content',
  item: true,
  label: { fr: 'Question et réponse', en: 'Question and answer' },
  fields: qaItemFields,
  params: qaItemParams,
  demo: qaItemDemo,
});
