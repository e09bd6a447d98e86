/**
 * `property_iframe_block` (spec 001 §2 "Property iframe", §3 "Iframe block: core_data with
 * iframeUrl per locale and iframeQueryParams; defaults model v5, pub 0, desjPub 0, desjCalc 0, plus
 * the current page URL as shareUrl", §9 "iframe wide layout 1500 px with overlap 90").
 */
import { z } from 'zod';
import { colorSchemeName, localized, localizedText, richText } from '../../../schema/content';
import { defineBlock } from '../../defineBlock';
import { propertyIframeDemo } from './demo';
import { PropertyIframeBlock } from './PropertyIframeBlock';

export const propertyIframeFields = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
});
export const propertyIframeParams = z.object({
  color_scheme: colorSchemeName.optional(),
  core_data: z
    .object({
      iframeUrl: localized(z.string()),
      iframeQueryParams: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    })
    .optional(),
});

export const propertyIframeBlock = defineBlock({
  type: 'property_iframe_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Outil de propriétés intégré', en: 'Property iframe' },
  fields: propertyIframeFields,
  params: propertyIframeParams,
  component: PropertyIframeBlock,
  demo: propertyIframeDemo,
});
