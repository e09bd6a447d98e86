/**
 * `partner_item` (spec 001 §3 "Partner item: image, main_title, sub_title, partner_avatar,
 * description, list_items_repeater, tags_repeater (multilingual name, background and text colour),
 * cta"): one partner card of `partners_block`; never placed directly in a page. `image` is the
 * partner's logo (the partner placeholder when missing), `partner_avatar` an optional portrait of
 * the contact person, `list_items_repeater` `icon_list_item` rows, `tags_repeater` `tag_item`
 * labels (`text`, `bg_color`, `text_color`) used by the block's tag filter.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { image, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { iconListItem } from '../../content/icon_list_item/schema';
import { tagItem } from '../../content/tag_item/schema';
import { DEMO_PARTNER_TAGS, DEMO_PARTNERS, type DemoPartner } from '../_parts/demoPartners';

export const partnerItemFields = z.object({
  image: image.optional(),
  main_title: localizedText,
  sub_title: localizedText.optional(),
  partner_avatar: image.optional(),
  description: richText.optional(),
  list_items_repeater: repeater(iconListItem),
  tags_repeater: repeater(tagItem),
  cta: link.optional(),
});
/** The repeater entry envelope `{ block_type: 'partner_item', block_params, fields }`. */
export const partnerItem = itemBlock('partner_item', partnerItemFields);
export type PartnerItemValue = z.output<typeof partnerItem>;

/** The fields of an invented demo partner (logo in public/partners). */
export function demoPartnerFields(partner: DemoPartner): z.input<typeof partnerItemFields> {
  const same = (value: string) => ({ fr: value, en: value });
  return {
    image: { media: { fr: { url: `/partners/${partner.slug}.svg`, alt: `Logo ${partner.name}` }, en: { url: `/partners/${partner.slug}.svg`, alt: `${partner.name} logo` } } },
    main_title: same(partner.name),
    sub_title: partner.subtitle,
    description: { fr: `<p>${partner.description.fr}</p>`, en: `<p>${partner.description.en}</p>` },
    list_items_repeater: [{ block_type: 'icon_list_item', fields: { icon: { type: 'phone' }, description: same(partner.phone) } }],
    tags_repeater: partner.tags.map((key) => ({
      block_type: 'tag_item' as const,
      fields: { text: DEMO_PARTNER_TAGS[key].name, bg_color: DEMO_PARTNER_TAGS[key].bg, text_color: DEMO_PARTNER_TAGS[key].text },
    })),
    cta: { format: { type: 'link' }, text: { fr: 'Visiter le site', en: 'Visit the website' }, url: same(partner.website), target: '_blank' },
  };
}

/** Demo: a notary office. */
export const partnerItemDemo: { fields: z.input<typeof partnerItemFields> } = { fields: demoPartnerFields(DEMO_PARTNERS[0]) };

export const partnerItemBlockSchema = defineBlockSchema({
  type: 'partner_item',
  family: 'people',
  item: true,
  label: { fr: 'Partenaire', en: 'Partner' },
  fields: partnerItemFields,
  params: z.object({}),
  demo: partnerItemDemo,
});
