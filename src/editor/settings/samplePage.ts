/**
 * The sample page of the settings preview: real blocks with their demo content —
 * text_block_1, image_text_block, cta_block and contact_infos_block — and a page payload carrying
 * the settings being edited, so the blocks render exactly as on the public site.
 */
import { getBlockSchema } from '../../blocks/schemas';
import type { Block } from '../../schema/block';
import { pagePayload, type PagePayload } from '../../schema/page';
import type { ColorSchemeName } from '../../schema/content';
import type { GeneralSettings } from '../../api/cmsSettingsApi';

/** Block types shown in the preview, in page order. */
export const SAMPLE_BLOCK_TYPES = ['text_block_1', 'image_text_block', 'cta_block', 'contact_infos_block'] as const;

/**
 * The sample blocks. Colour schemes are taken from the theme's schemes list in turn (wrapping), so
 * adding, removing or reordering schemes shows in the preview.
 */
export function sampleBlocks(schemes: readonly ColorSchemeName[]): Block[] {
  const blocks: Block[] = [];
  SAMPLE_BLOCK_TYPES.forEach((type, index) => {
    const definition = getBlockSchema(type);
    if (!definition) return;
    const params: Record<string, unknown> = { ...(definition.demo.block_params ?? {}) };
    if (definition.colorScheme && schemes.length) params.color_scheme = schemes[index % schemes.length];
    blocks.push({ block_type: type, block_params: params, fields: definition.demo.fields } as Block);
  });
  return blocks;
}

/** A page payload for the preview holding the edited settings (site ids are placeholders). */
export function samplePayload(settings: GeneralSettings, blocks: Block[]): PagePayload {
  return pagePayload.parse({
    production: false,
    microsite_id: 'settings-preview',
    site_id: 'settings-preview',
    site_key: 'settings-preview',
    theme: settings.theme,
    seo: settings.seo,
    metadata: settings.metadata,
    recaptcha: settings.recaptcha,
    header: { fields: [] },
    footer: { fields: [] },
    content: { fields: blocks },
  });
}
