/**
 * Repeater entries of `property_listing_item` (spec 001 §3): `tag_item` (multilingual name,
 * background and text colour), `icon_list_item` (icon, description) and `media_item` (an image).
 * Registered block types per spec 001 §3 "Registered block types"; defined here, with their single
 * user, until a shared item family needs them.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { color, icon, image, localizedText } from '../../../schema/content';

/** `tag_item`: a small coloured label ("Nouveau", "Bord de l’eau"). */
export const tagItem = itemBlock(
  'tag_item',
  z.object({ main_title: localizedText, bg_color: color.optional(), text_color: color.optional() }),
);
export type TagItemValue = z.output<typeof tagItem>;

/** `icon_list_item`: an icon and a short text ("3 chambres"). */
export const iconListItem = itemBlock('icon_list_item', z.object({ icon: icon.optional(), description: localizedText }));
export type IconListItemValue = z.output<typeof iconListItem>;

/** `media_item`: one image of a listing. */
export const mediaItem = itemBlock('media_item', z.object({ media: image }));
export type MediaItemValue = z.output<typeof mediaItem>;
