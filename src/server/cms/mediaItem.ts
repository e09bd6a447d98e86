/** The wire shape of a media-library image (src/schema/media.ts) from its rows. */
import { mediaContentType, mediaUrl } from '../../lib/mediaUrls';
import type { MediaItem, MediaUseItem } from '../../schema/media';
import type { MediaWithVariants } from '../db/repositories/media';

/**
 * Maps an image and its variants to a {@link MediaItem}; `uses` is included when given (one
 * image's answer), `usage_count` is its length or the `usageCount` given. Only the whole image's
 * variants are listed (focal-point crops are cut when first asked for).
 */
export function toMediaItem({ media, variants: all }: MediaWithVariants, usage: { uses?: MediaUseItem[]; usageCount?: number }): MediaItem {
  const variants = all.filter((variant) => variant.crop === '');
  const fallbacks = variants.filter((variant) => variant.format === 'jpeg' || variant.format === 'png');
  const widest = fallbacks[fallbacks.length - 1];
  const alt = { fr: media.alt.fr ?? '', en: media.alt.en ?? '' };
  return {
    id: media.id,
    hash: media.hash,
    url: widest ? mediaUrl(media.hash, widest.width, widest.format) : '',
    original_filename: media.originalFilename,
    content_type: media.contentType,
    byte_size: media.byteSize,
    width: media.width,
    height: media.height,
    focal_point: { x: media.focalX, y: media.focalY },
    alt,
    alt_complete: alt.fr.trim() !== '' && alt.en.trim() !== '',
    placeholder: media.placeholder,
    variants: variants.map((variant) => ({
      width: variant.width,
      height: variant.height,
      format: variant.format,
      content_type: mediaContentType(variant.format),
      url: mediaUrl(media.hash, variant.width, variant.format),
      byte_size: variant.byteSize,
    })),
    usage_count: usage.uses?.length ?? usage.usageCount ?? 0,
    ...(usage.uses ? { uses: usage.uses } : {}),
    created_at: media.createdAt.toISOString(),
    created_by: media.createdBy,
  };
}
