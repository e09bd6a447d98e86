/**
 * CMS content types (spec 000 §3 "CMS content types").
 *
 * Every value a block carries is one of these zod schemas. They validate API payloads, type block
 * props through `z.infer`, and drive the editor's forms through the `fieldMeta` registry below.
 * Per-locale values are `{ fr, en }` maps; a missing locale falls back to fr at render time.
 */
import { z } from 'zod';
import { sanitizeRichText } from './richTextSanitizer';
import { linkUrl, mediaUrl } from './safeUrl';

/** The two site locales (spec 000 §2 "Locale behaviour"); fr is the default and fallback. */
export const localeCode = z.enum(['fr', 'en']);
export type Locale = z.infer<typeof localeCode>;

/** UI hints for the editor's schema-driven forms (ARCHITECTURE "The block contract"). */
export interface FieldMeta {
  /** Which editor widget renders the field. */
  widget?:
    | 'text'
    | 'textarea'
    | 'richtext'
    | 'code'
    | 'number'
    | 'boolean'
    | 'enum'
    | 'color'
    | 'image'
    | 'video'
    | 'link'
    | 'icon'
    | 'repeater';
  /** Bilingual label shown in the editor. */
  label?: { fr: string; en: string };
  help?: { fr: string; en: string };
  group?: string;
  /** Filled by the content API when the page is served (listing feeds): never shown in editor forms. */
  serverData?: boolean;
}

/** Registry of editor hints, keyed by schema instance. */
export const fieldMeta = z.registry<FieldMeta>();

function withMeta<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldMeta.add(schema, meta);
  return schema;
}

/** A per-locale map of strings. Either locale may be missing or empty; fr is the fallback. */
export const localized = <T extends z.ZodType>(value: T) =>
  z.object({ fr: value.optional(), en: value.optional() });

/** Plain single-line text per locale. */
export const localizedText = withMeta(localized(z.string()), { widget: 'text' });
/** Multi-line plain text per locale. */
export const localizedTextarea = withMeta(localized(z.string()), { widget: 'textarea' });
/**
 * HTML per locale. Parsing sanitises it (the installed sanitiser, DOMPurify: see
 * schema/richTextSanitizer.ts), so parsed rich text is safe for the DOM.
 */
export const richText = withMeta(localized(z.string().overwrite(sanitizeRichText)), { widget: 'richtext' });
/** Source code (HTML/JS) per locale, edited in monaco; admin only. */
export const code = withMeta(localized(z.string()), { widget: 'code' });

export type LocalizedText = z.infer<typeof localizedText>;

/** Percent-free CSS filter values applied to an image (spec 000 §3 "image"). */
export const imageFilters = z.object({
  blur: z.number().min(0).optional(),
  brightness: z.number().min(0).optional(),
  contrast: z.number().min(0).optional(),
  opacity: z.number().min(0).max(1).optional(),
  saturate: z.number().min(0).optional(),
});

/**
 * One media file of an image: its address (an https:// URL or a site path such as a media library
 * file, `''` while none is chosen: src/schema/safeUrl.ts `mediaUrl`) and alternative text.
 */
export const media = z.object({ url: mediaUrl, alt: z.string().optional().default('') });

/**
 * Image value: media per locale, optional focal centre (0–1 fractions), filters, fetch priority.
 */
export const image = withMeta(
  z.object({
    media: localized(media),
    center: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
    filters: imageFilters.optional(),
    fetch_priority: z.enum(['high', 'low']).optional(),
  }),
  { widget: 'image' },
);
export type ImageValue = z.infer<typeof image>;

/** One video source (spec 000 §3 "video"): MIME type or provider, and address (safeUrl.ts `mediaUrl`). */
export const videoSource = z.object({ type: z.string(), url: mediaUrl });

/**
 * Video or external video value (spec 000 §3 "video and external_video"): files in `sources`
 * (`{type, url}`, played by a native `<video>`), provider addresses (YouTube, Vimeo) in
 * `external_sources`, a poster per locale and the player flags. Rendered by blocks/ui/video.
 */
export const video = withMeta(
  z.object({
    sources: z.array(videoSource).default([]),
    external_sources: z.array(videoSource).default([]),
    poster: localized(mediaUrl).optional(),
    autoplay: z.boolean().default(false),
    controls: z.boolean().default(false),
    loop: z.boolean().default(true),
    muted: z.boolean().default(true),
  }),
  { widget: 'video' },
);

/**
 * A media field that takes an image or a video (spec 001 §3 "Medias carousel item: media", §4
 * "Video"): the video wins when it has a file or a provider address, the image is shown otherwise
 * (and is the fallback poster of a provider video without one).
 */
export const mediaValue = z.object({ image: image.optional(), video: video.optional() });
export type MediaValue = z.infer<typeof mediaValue>;

/** Icon value: a named icon from the icon set, colour and weight. */
export const icon = withMeta(
  z.object({
    type: z.string(),
    color: z.string().optional(),
    font_weight: z.enum(['light', 'regular', 'bold', 'solid']).default('regular'),
  }),
  { widget: 'icon' },
);
export type IconValue = z.infer<typeof icon>;

/**
 * Link value (spec 000 §3 "link"). `url` is per locale: a web address, `mailto:`, `tel:`, `sms:`,
 * a site path (`/…`), an anchor (`#…`), a route key (`contact`) or `''` (safeUrl.ts `linkUrl`);
 * anything else (`javascript:`, `data:`, `//host`…) is refused.
 */
export const link = withMeta(
  z.object({
    format: z
      .object({
        type: z.enum(['button', 'button-outline', 'link', 'text']).default('button'),
        bg_color: z.string().optional(),
        color: z.string().optional(),
      })
      .optional(),
    text: localized(z.string()),
    url: localized(linkUrl),
    target: z.enum(['_self', '_blank']).default('_self'),
    icon: z
      .object({
        type: z.string(),
        font_weight: z.enum(['light', 'regular', 'bold', 'solid']).default('regular'),
        align: z.enum(['left', 'right']).default('left'),
      })
      .optional(),
    on_click_action: z
      .object({ action_type: z.string(), action_params: z.record(z.string(), z.unknown()).optional() })
      .optional(),
  }),
  { widget: 'link' },
);
export type LinkValue = z.infer<typeof link>;

/** A colour in CSS hex notation (#rgb or #rrggbb). */
export const color = withMeta(z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Invalid colour'), {
  widget: 'color',
});

/** Colour scheme names (spec 000 §9 "Themes"). Unknown names are warned about and ignored. */
export const colorSchemeName = z.enum(['normal', 'normal-grey', 'inverted']);
export type ColorSchemeName = z.infer<typeof colorSchemeName>;
