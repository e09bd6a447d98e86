/**
 * Why an upload is refused, with the HTTP status the CMS answers and the message in both
 * languages (the QA screens show `messages[locale]`; `message` is the English one, like every
 * CMS API error).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Refusal codes of the media library. */
export type MediaRejectionCode = 'missing_file' | 'unsupported_type' | 'svg_refused' | 'file_too_large' | 'image_too_large' | 'unreadable_image';

/** A refused upload: code, HTTP status (4xx), and the message per locale. */
export class MediaRejection extends Error {
  constructor(
    readonly code: MediaRejectionCode,
    readonly status: ContentfulStatusCode,
    readonly messages: { fr: string; en: string },
  ) {
    super(messages.en);
    this.name = 'MediaRejection';
  }
}
