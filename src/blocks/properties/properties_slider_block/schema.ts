/**
 * `properties_slider_block` (spec 001 §2 "Properties slider": title, description, slider of
 * property items; a see-all card is added when total exceeds the listed count; otherwise a
 * placeholder is added when there are 3 or fewer; §3 "Server data feeding blocks": slider
 * `{ total, propertiesListing, propertiesFilters }` in `block_params.core_data`).
 *
 * `block_params.filters` (a partial SearchFilters set in the editor) narrows the listings the
 * content API feeds; `fields.cta` overrides the see-all destination (default: the search page with
 * the block's filters); `fields.cta_card` (a `property_cta_item`) replaces the default placeholder.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlockSchema } from '../../defineBlockSchema';
import { propertyCtaItem, propertyCtaItemDemo } from '../property_cta_item/schema';

export const propertiesSliderFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  cta_card: propertyCtaItem.optional(),
});
export const propertiesSliderParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Editor-set listing filters (read leniently by the content API). */
  filters: z.record(z.string(), z.unknown()).optional(),
  /** Server data injected by the content API. */
  core_data: listingsFeed.optional(),
});

const text = (fr: string, en: string) => ({ fr, en });

/** Demo: the latest houses and condos on the South Shore (the server feeds the listings), with an alert invitation card. */
export const propertiesSliderDemo: {
  block_params?: z.input<typeof propertiesSliderParams>;
  fields: z.input<typeof propertiesSliderFields>;
} = {
  block_params: { color_scheme: 'normal', filters: { type: ['maison', 'condo'] } },
  fields: {
    super_title: text('Nouvelles inscriptions', 'New listings'),
    main_title: text('Les dernières propriétés à vendre', 'The latest homes for sale'),
    description: text(
      '<p>Maisons et condos fraîchement inscrits dans votre secteur, mis à jour chaque jour.</p>',
      '<p>Houses and condos freshly listed in your area, updated every day.</p>',
    ),
    // With 3 listings or fewer, this invitation takes the placeholder's place.
    cta_card: { block_type: 'property_cta_item', fields: propertyCtaItemDemo.fields },
  },
};

export const propertiesSliderBlockSchema = defineBlockSchema({
  type: 'properties_slider_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Carrousel de propriétés', en: 'Properties slider' },
  fields: propertiesSliderFields,
  params: propertiesSliderParams,
  demo: propertiesSliderDemo,
});
