/**
 * The fields every multi-redirect item shares (spec 001 §3 "Multi-redirect items: main_title,
 * description, cta, icon or image, link, image_bg_color, show_number"): its title, text, the link
 * the whole card follows and an optional separate call to action; image items add the image and
 * its backdrop colour. Server-safe zod only: each item's schema.ts extends these.
 */
import { color, image, link, localizedText, richText } from '../../../schema/content';

/** Title, text, card link and optional call to action. */
export const redirectBaseFields = {
  main_title: localizedText,
  description: richText.optional(),
  link: link.optional(),
  cta: link.optional(),
};

/** An image and the backdrop behind it (illustrations, logos with transparency). */
export const redirectImageFields = {
  image: image.optional(),
  image_bg_color: color.optional(),
};
