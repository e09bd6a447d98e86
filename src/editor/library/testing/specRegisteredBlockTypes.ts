/**
 * Test fixture: the spec's list of registered block types, copied verbatim from spec 001 §3
 * "Entities and their fields", the entry "Registered block types (available on pages)", with the
 * spec's grouped names ("hero blocks 1–4", "multi-redirect (image, icon, numbered, vertical)", …)
 * spelled out as the block types that implement them.
 *
 * Read by registeredBlockTypes.test.ts: every type must have a block schema (src/blocks/schemas.ts)
 * with valid demo content, and every page block must be offered by the editor's "Add a block"
 * library.
 */

/** Where the list comes from. */
export const SPEC_REGISTERED_TYPES_SOURCE = 'spec 001 §3 "Entities and their fields": "Registered block types (available on pages)"';

/** The spec's list, verbatim (after "Registered block types (available on pages): "). */
export const SPEC_REGISTERED_TYPES_TEXT =
  'cta_item, media_item, tag_item, map_marker_item, icon_cta_card_item, icon_list_item, icon_link_item, contact_info_item, property_cta_item, property_listing_item, property_map_item, office_map_item, carousel_cards_block_1, cta_block, cta_double_block, highlights_block, image_text_block, list_block, map_fullwidth_block, medias_carousel_block, member_cards_block, multi-redirect (image, icon, numbered, vertical), qa_block, reward_block, spacer_block, statistics_block, text_block_1, text_block_2, text_img_multiple_block_1, txt_img_double_block_1, hero blocks 1–4, hero content blocks 1–2, hero landing page, hero members search, hero profile page, hero slider, mortgage_calculator_block, property_alert_block, property_valuation_block, script_block, biography_block, contact_form_block, contact_infos_block, coordinates_map_block, testimonials (brokers, list, slider, google), featured_properties_block, sold_properties_block, offices_block, offices_map_block, properties_block, members_carousel_block, team_members_block, partners_block, bank_partners_block, search_properties_block, property_iframe_block, categories_slider_block, properties_slider_block, author_block, blog archives list, blog articles featured and grid, blog_post_block, footer_classic, header_classic, header_megamenu, header_outofnorm, error_block, test_block.';

/** The spec's grouped or spelled-out names, as the block types that implement them. */
export const SPEC_GROUPED_TYPES: Record<string, readonly string[]> = {
  'multi-redirect (image, icon, numbered, vertical)': [
    'multi_redirect_horizontal_image_block',
    'multi_redirect_horizontal_icon_block',
    'multi_redirect_horizontal_numbered_block',
    'multi_redirect_vertical_block',
  ],
  'hero blocks 1–4': ['hero_block_1', 'hero_block_2', 'hero_block_3', 'hero_block_4'],
  'hero content blocks 1–2': ['hero_content_block_1', 'hero_content_block_2'],
  'hero landing page': ['hero_landing_page_block'],
  'hero members search': ['hero_members_search_block'],
  'hero profile page': ['hero_profile_page'],
  'hero slider': ['hero_slider_block'],
  'testimonials (brokers, list, slider, google)': [
    'testimonials_brokers_block',
    'testimonials_list_block',
    'testimonials_slider_block',
    'testimonials_google_block',
  ],
  'blog archives list': ['blog_archives_list_block'],
  'blog articles featured and grid': ['blog_articles_featured_block', 'blog_articles_grid_block'],
};

/** The spec's entries: the list split on its top-level commas (not those inside parentheses). */
export function specRegisteredEntries(text: string = SPEC_REGISTERED_TYPES_TEXT): string[] {
  const entries: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text.replace(/\.$/, '')) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      entries.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) entries.push(current.trim());
  return entries;
}

/** Every block type the spec registers: its entries, grouped names spelled out. */
export function specRegisteredTypes(): string[] {
  return specRegisteredEntries().flatMap((entry) => SPEC_GROUPED_TYPES[entry] ?? [entry]);
}
