/**
 * Small builders for seed content in the wire shapes of spec 000 §3 (block envelope, localized
 * text, richtext, link, image, icon). Every seeded block is checked against the block library's
 * schemas by tests/api/seed.test.ts.
 */
import type { Block } from '../../schema/block';

export type Localized = { fr: string; en: string };

/** A per-locale text (or HTML) map. */
export const t = (fr: string, en: string): Localized => ({ fr, en });

/** A block envelope `{ block_type, block_params, fields }`. */
export function block(blockType: string, fields: Record<string, unknown>, params: Record<string, unknown> = {}): Block {
  return { block_type: blockType, block_params: params, fields };
}

type LinkFormat = 'button' | 'button-outline' | 'link' | 'text';

/** A link value; `url` per locale (internal URLs are locale paths). */
export function link(
  text: Localized,
  url: Localized,
  options: {
    format?: LinkFormat;
    target?: '_self' | '_blank';
    icon?: { type: string; align?: 'left' | 'right' };
    openContactModal?: boolean;
  } = {},
) {
  return {
    format: { type: options.format ?? 'button' },
    text,
    url,
    target: options.target ?? '_self',
    ...(options.icon ? { icon: { type: options.icon.type, font_weight: 'regular', align: options.icon.align ?? 'left' } } : {}),
    ...(options.openContactModal ? { on_click_action: { action_type: 'open_contact_modal' } } : {}),
  };
}

/** An image value with the same file in both locales and a per-locale alt text. */
export function image(
  url: string | Localized,
  alt: Localized,
  options: { center?: { x: number; y: number }; priority?: 'high' | 'low' } = {},
) {
  const urls = typeof url === 'string' ? { fr: url, en: url } : url;
  return {
    media: { fr: { url: urls.fr, alt: alt.fr }, en: { url: urls.en, alt: alt.en } },
    ...(options.center ? { center: options.center } : {}),
    ...(options.priority ? { fetch_priority: options.priority } : {}),
  };
}

/** An icon value. */
export const icon = (type: string) => ({ type, font_weight: 'regular' as const });

/** An `icon_link_item` (icon + link) for contact infos and footers. */
export function iconLink(iconType: string, text: Localized, url: Localized, target: '_self' | '_blank' = '_self'): Block {
  return block('icon_link_item', { icon: icon(iconType), link: link(text, url, { format: 'text', target }) });
}

/** A `contact_info_item`: title, optional richtext, icon links. */
export function contactInfo(title: Localized, description: Localized | undefined, links: Block[]): Block {
  return block('contact_info_item', {
    main_title: title,
    ...(description ? { description } : {}),
    icon_links_repeater: links,
  });
}

/** The same path in both locales for links: `paths('/fr/contact', '/en/contact')`. */
export const paths = (fr: string, en: string): Localized => ({ fr, en });
