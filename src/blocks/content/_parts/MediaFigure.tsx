/**
 * The media of a `media_item` in the text-and-image blocks (spec 001 §3 "media"): its image,
 * filling the box the block gives it (placeholder when missing). A media value may also carry a
 * video; the shared video player (blocks/ui/video) is the one place that plays videos, so this
 * part shows the image (the video's poster frame) until the blocks render media through it.
 */
import type { ImageValue } from '../../../schema/content';
import { Image } from '../../ui/Image';

export interface MediaFigureProps {
  /** A parsed media value (`{image?, video?}`); only its image is read here. */
  value: { image?: ImageValue } | null | undefined;
  className?: string;
  /** Loads the image eagerly (first block of a page). */
  priority?: boolean;
  /** `sizes` of the image box, e.g. `(min-width: 992px) 33vw, 100vw`. */
  sizes?: string;
}

export function MediaFigure({ value, className, priority, sizes }: MediaFigureProps) {
  return <Image value={value?.image} className={className} priority={priority} sizes={sizes} />;
}
