/**
 * Media: renders a `media` value (an image or a video, spec 001 §3 "media", §4 "Video", "Images")
 * — the video through {@link VideoPlayer} when it has something to play, else the image through
 * {@link Image}. A provider video without a poster of its own uses the image as its poster.
 */
import type { ImageValue } from '../../../schema/content';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../Image';
import { hasVideo, VideoPlayer, type VideoValue } from './VideoPlayer';

export interface MediaProps {
  /** A parsed `media` value (schema/content `mediaValue`); the video may be partial (flags default). */
  value: { image?: ImageValue; video?: VideoValue } | null | undefined;
  /** What the media shows (the block's or item's title): names the video's play button. */
  title?: string;
  /** `background`: a covering, decorative backdrop (muted looping video). */
  variant?: 'default' | 'background';
  className?: string;
  /** Loads the image eagerly (first block of a page). */
  priority?: boolean;
  /** `sizes` of the image's box (see {@link Image}). */
  sizes?: string;
  /** The box's fixed shape when the block's stylesheet sets it: the image's focal-point crop (see {@link Image}). */
  cropRatio?: string;
}

/** The video of a media value if any, else its image (placeholder when both are missing). */
export function Media({ value, title, variant = 'default', className, priority, sizes, cropRatio }: MediaProps) {
  const localize = useLocalized();
  const video = value?.video;
  if (video && hasVideo(video)) {
    const imageUrl = localize(value?.image?.media)?.url;
    const withPoster = localize(video.poster) || !imageUrl ? video : { ...video, poster: { fr: imageUrl, en: imageUrl } };
    return <VideoPlayer value={withPoster} title={title} variant={variant} sizes={sizes} className={className} />;
  }
  return <Image value={value?.image} className={className} priority={priority} sizes={sizes} cropRatio={cropRatio} alt={variant === 'background' ? '' : undefined} />;
}
