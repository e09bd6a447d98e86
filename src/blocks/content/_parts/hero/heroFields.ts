/**
 * Fields shared by the hero family (spec 001 §2 "hero blocks", §3 "Hero slider item: bg_media,
 * main_title, description, cta_repeater", §5 orientation values): the background media, the
 * vertical alignment and the orientations. Server-safe: zod only (no React, no CSS).
 */
import { z } from 'zod';
import { repeater } from '../../../../schema/block';
import { image, localizedText, richText, video } from '../../../../schema/content';
import { ctaItem } from '../../cta_item/schema';
import { HERO_DEFAULT_OVERLAY } from './heroConstants';

/**
 * `bg_media`: the hero's background. `image` is always the still picture (the poster of a video,
 * the LCP element, the fallback without JavaScript or with reduced motion); its focal centre
 * `{x, y}` (0–1) becomes `object-position` and its `filters` (blur px, brightness, contrast,
 * saturate as factors, opacity 0–1) a CSS filter, for the video too. `video` (optional) plays
 * muted, looped and inline over the image. `overlay` darkens the media for readable text:
 * 0 (none) to 0.9 (almost black), default 0.45.
 */
export const heroBgMedia = z.object({
  image,
  video: video.optional(),
  overlay: z.number().min(0).max(0.9).optional(),
});
export type HeroBgMedia = z.output<typeof heroBgMedia>;


/** `align_y` of the call-to-action heroes (spec 001 §5): text centred or at the bottom. */
export const heroAlignY = z.enum(['center', 'bottom']);
/** `orientation_x` left or right (spec 001 §5: hero content 1, hero infos, landing page). */
export const heroOrientationLeftRight = z.enum(['left', 'right']);
/** `orientation_x` left, right or center (spec 001 §5: hero content 2). */
export const heroOrientationLeftRightCenter = z.enum(['left', 'right', 'center']);

/**
 * The text fields of a hero (spec 001 §3 common fields): optional super title, title, optional
 * rich-text description and calls to action (`cta_repeater` of `cta_item`).
 */
export const heroCopyFields = {
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta_repeater: repeater(ctaItem),
};

export { HERO_DEFAULT_OVERLAY };
