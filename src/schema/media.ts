/**
 * Wire shapes of the media library (CMS API `/api/cms/media`), shared by the server and the QA
 * screens.
 */
import type { MediaFormat } from '../lib/mediaUrls';

/** One generated file of an image. */
export interface MediaVariantItem {
  /** px */
  width: number;
  /** px */
  height: number;
  format: MediaFormat;
  /** `image/avif`, `image/webp`, `image/jpeg` or `image/png`. */
  content_type: string;
  /** Site-relative, immutable: `/media/{hash}-{width}.{ext}`. */
  url: string;
  /** bytes */
  byte_size: number;
}

/** A document using an image (see src/server/db/repositories/mediaUsage.ts). */
export interface MediaUseItem {
  kind: 'page' | 'variant' | 'article' | 'header' | 'footer' | 'settings' | 'member' | 'office' | 'partner' | 'bank_partner' | 'testimonial' | 'blog_author';
  id: string;
}

/** An image of the media library. */
export interface MediaItem {
  id: number;
  /** Content hash naming its files (32 hex characters). */
  hash: string;
  /** The URL content stores: the widest fallback (JPEG or PNG) variant. */
  url: string;
  original_filename: string;
  /** MIME type sniffed from the uploaded bytes. */
  content_type: string;
  /** Upload size, bytes. */
  byte_size: number;
  /** px, once oriented */
  width: number;
  /** px, once oriented */
  height: number;
  /** Fractions of the width and height, 0–1. */
  focal_point: { x: number; y: number };
  alt: { fr: string; en: string };
  /** Both alt texts are written: the image may be placed in content. */
  alt_complete: boolean;
  /** `data:image/webp;base64,…`, a few hundred bytes, shown blurred while the image fades in. */
  placeholder: string;
  /** Narrowest first; per width AVIF, WebP, then the fallback. */
  variants: MediaVariantItem[];
  /** Number of documents using it; it cannot be deleted while above 0. */
  usage_count: number;
  /** The documents using it (`GET /media/:id` and the 409 of a delete only). */
  uses?: MediaUseItem[];
  created_at: string;
  /** Uploader's e-mail; null for seeded images. */
  created_by: string | null;
}
