/**
 * The media of a `media_item` in the text-and-image blocks (spec 001 §3 "media"): its video
 * through the shared player (blocks/ui/video `Media`) when it has one to play, else its image
 * filling the box the block gives it (placeholder when missing).
 */
import type { ImageValue } from '../../../schema/content';
import { Image } from '../../ui/Image';
import { Media } from '../../ui/video/Media';
import { hasVideo, type VideoValue } from '../../ui/video/VideoPlayer';

export interface MediaFigureProps {
  /** A parsed media value (`{image?, video?}`). */
  value: { image?: ImageValue; video?: VideoValue } | null | undefined;
  /** What the media shows (the item's title): names a video's play button. */
  title?: string;
  className?: string;
  /** Loads the image eagerly (first block of a page). */
  priority?: boolean;
  /** `sizes` of the image box, e.g. `(min-width: 992px) 33vw, 100vw`. */
  sizes?: string;
  /** The box's fixed shape, set by the block's stylesheet (`4 / 3`): picks the image's focal-point crop. */
  cropRatio?: string;
}

/** The item's video, else its image in the box the block gives it. */
export function MediaFigure({ value, title, className, priority, sizes, cropRatio }: MediaFigureProps) {
  if (value?.video && hasVideo(value.video)) return <Media value={value} title={title} className={className} priority={priority} sizes={sizes} cropRatio={cropRatio} />;
  return <Image value={value?.image} className={className} priority={priority} sizes={sizes} cropRatio={cropRatio} />;
}
