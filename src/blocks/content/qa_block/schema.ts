/**
 * `qa_block` (spec 001 §2 "Q&A"): super title, title, description and call to action beside an
 * accordion of questions (`qa_repeater` of `qa_item`: a title with an optional left icon and rich
 * content). `allow_multiple` (default true) lets several answers stay open at once; false closes
 * the open answer when another opens. `open_first` opens the first answer on load. The block's
 * questions are also published as schema.org `FAQPage` JSON-LD (./faqStructuredData.ts).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, fieldMeta, link, localizedText, richText } from '../../../schema/content';
import { qaItem } from '../qa_item/schema';

export const qaBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  qa_repeater: repeater(qaItem),
});

const allowMultiple = z.boolean();
fieldMeta.add(allowMultiple, {
  widget: 'boolean',
  label: { fr: 'Plusieurs réponses ouvertes à la fois', en: 'Several answers open at once' },
  help: {
    fr: 'Décoché : ouvrir une réponse referme la précédente.',
    en: 'Unchecked: opening an answer closes the previous one.',
  },
});
const openFirst = z.boolean();
fieldMeta.add(openFirst, {
  widget: 'boolean',
  label: { fr: 'Première réponse ouverte au chargement', en: 'First answer open on load' },
});

export const qaBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  allow_multiple: allowMultiple.optional(),
  open_first: openFirst.optional(),
});

const qa = (frQ: string, enQ: string, frA: string, enA: string, iconType?: string) => ({
  block_type: 'qa_item' as const,
  fields: {
    main_title: { fr: frQ, en: enQ },
    ...(iconType ? { icon: { type: iconType } } : {}),
    description: { fr: frA, en: enA },
  },
});

/** Demo: questions a first-time buyer in Quebec asks, with a link to the contact page. */
export const qaBlockDemo: {
  block_params?: z.input<typeof qaBlockParams>;
  fields: z.input<typeof qaBlockFields>;
} = {
  block_params: { color_scheme: 'normal', allow_multiple: true, open_first: false },
  fields: {
    super_title: { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
    main_title: { fr: 'Acheter au Québec, en toute clarté', en: 'Buying in Quebec, made clear' },
    description: {
      fr: '<p>Les réponses aux questions qu’on me pose le plus souvent lors d’un premier achat.</p>',
      en: '<p>Answers to the questions I am asked most often about a first purchase.</p>',
    },
    cta: {
      format: { type: 'button-outline' },
      text: { fr: 'Poser une autre question', en: 'Ask another question' },
      url: { fr: '/fr/contact', en: '/en/contact' },
    },
    qa_repeater: [
      qa(
        'Qu’est-ce que la taxe de bienvenue ?',
        'What is the welcome tax?',
        '<p>C’est le nom populaire des droits de mutation immobilière, facturés par la municipalité à l’acheteur quelques semaines après la signature de l’acte de vente. Le montant dépend du prix payé ou de l’évaluation municipale, selon le plus élevé des deux.</p>',
        '<p>It is the popular name of the property transfer duties the municipality bills the buyer a few weeks after the deed of sale is signed. The amount depends on the price paid or the municipal assessment, whichever is higher.</p>',
        'info',
      ),
      qa(
        'Quelle mise de fonds minimale faut-il ?',
        'What is the minimum down payment?',
        '<p>Au Canada, 5 % sur la première tranche de 500 000 $ du prix, puis 10 % sur la portion entre 500 000 $ et 1,5 M$. Au-delà, 20 % du prix. Sous 20 %, le prêt doit être assuré contre le défaut de paiement.</p>',
        '<p>In Canada, 5% on the first $500,000 of the price, then 10% on the portion between $500,000 and $1.5M. Above that, 20% of the price. Below 20%, the loan must carry mortgage default insurance.</p>',
        'house',
      ),
      qa(
        'L’inspection préachat est-elle obligatoire ?',
        'Is a pre-purchase inspection mandatory?',
        '<p>Elle n’est pas exigée par la loi, mais elle est fortement recommandée. L’OACIQ prévoit une condition d’inspection dans la promesse d’achat : vous pouvez ainsi vous retirer ou renégocier si l’inspecteur découvre un problème important.</p>',
        '<p>The law does not require it, but it is strongly recommended. The OACIQ promise to purchase provides an inspection condition, so you can withdraw or renegotiate if the inspector finds a significant problem.</p>',
        'search',
      ),
    ],
  },
};

export const qaBlockSchema = defineBlockSchema({
  type: 'qa_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Questions et réponses', en: 'Q&A' },
  fields: qaBlockFields,
  params: qaBlockParams,
  demo: qaBlockDemo,
});
