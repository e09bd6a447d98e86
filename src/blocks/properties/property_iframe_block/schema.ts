/**
 * `property_iframe_block` (spec 001 §2 "Property iframe", §3 "Iframe block: core_data with
 * iframeUrl per locale and iframeQueryParams; defaults model v5, pub 0, desjPub 0, desjCalc 0, plus
 * the current page URL as shareUrl", §9 "iframe wide layout 1500 px with overlap 90").
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName, localized, localizedText, richText } from '../../../schema/content';
import { embedUrl } from '../../../schema/safeUrl';
import { defineBlockSchema } from '../../defineBlockSchema';

export const propertyIframeFields = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
});
export const propertyIframeParams = z.object({
  color_scheme: colorSchemeName.optional(),
  core_data: z
    .object({
      /** The embedded tool per locale: an https:// address (src/schema/safeUrl.ts `embedUrl`). */
      iframeUrl: localized(embedUrl),
      iframeQueryParams: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    })
    .optional(),
});

/** Demo: an external listing search tool embedded per locale. */
export const propertyIframeDemo: {
  block_params?: z.input<typeof propertyIframeParams>;
  fields: z.input<typeof propertyIframeFields>;
} = {
  block_params: {
    color_scheme: 'normal',
    core_data: {
      iframeUrl: { fr: 'https://outils.example-immobilier.ca/fr/recherche', en: 'https://outils.example-immobilier.ca/en/search' },
      iframeQueryParams: { broker: 'julie-tremblay' },
    },
  },
  fields: {
    main_title: { fr: 'Toutes les propriétés du secteur', en: 'Every property in the area' },
  },
};

export const propertyIframeBlockSchema = defineBlockSchema({
  type: 'property_iframe_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Outil de propriétés intégré', en: 'Property iframe' },
  fields: propertyIframeFields,
  params: propertyIframeParams,
  demo: propertyIframeDemo,
});
