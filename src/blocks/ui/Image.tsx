/**
 * Image (spec 000 §3 "image", spec 001 §4 "Images", §9 "Image appear 300 ms", viewport root margin
 * 25%).
 *
 * Renders an `image` value: the active locale's media (url, alt) with fr fallback; the focal centre
 * `{x, y}` (0–1) becomes `object-position`; filters become a CSS `filter` and opacity. With
 * `fetch_priority: 'high'` (or `priority`) the image loads eagerly with `fetchpriority=high` and no
 * fade. Otherwise it loads lazily and fades in over 300 ms once it is in view (IntersectionObserver,
 * root margin 25%) and loaded. Appear states: 0 waiting, 1 in view, 2 loaded/fading, 3 done
 * (300 ms later). Missing media or a failed load shows the default placeholder
 * (`/placeholders/{office|member|partner|brand}.svg`). With brand version 2 (`metadata.brand_version_2`)
 * every shipped `/placeholders/` image, placeholders and default logos alike, comes from the second
 * set (`/placeholders/v2/`, lib/brandAssets.ts). SSR-safe: no window access during render.
 *
 * A media-library image (`/media/{hash}-{width}.jpg|png`, lib/mediaSrcSet.ts) is served as a
 * `<picture>`: AVIF and WebP sources and the fallback, each with every generated width in `srcset`;
 * `sizes` is the given one (the block's box), else `auto, 100vw` for a lazy image (the browser
 * measures the box) and `100vw` for a high-priority one. Other URLs keep a single `src`. What the
 * page payload's `media_library` says of the image (src/schema/page.ts `mediaFacts`) adds:
 * - `width` / `height` attributes from its size, so its box is reserved before it loads;
 * - its tiny blurred placeholder as the box's background (a data URI of a few hundred bytes, no
 *   script) until the image has loaded and faded in;
 * - in a box of fixed shape (`aspectRatio`, or `cropRatio` when the block's stylesheet sets it),
 *   a focal-point crop of that shape (lib/mediaCrops.ts) instead of the whole picture, when the
 *   value's focal centre is the library's (or unset); `object-position` stays the fallback for
 *   every other case;
 * - for the page's lead image (`priority`, decided on the server from the block's position),
 *   a `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">` in the
 *   document head (React hoists it there), matching the AVIF source.
 */
import { useContext, useEffect, useRef, useState, type CSSProperties } from 'react';
import { preload as preloadResource } from 'react-dom';
import { brandAssetUrl, brandVersionOf } from '../../lib/brandAssets';
import { cropRatioForBox, focalInCrop, focalPercent, parseAspectRatio, type MediaCropRef } from '../../lib/mediaCrops';
import { mediaAddress } from '../../lib/mediaBase';
import { mediaSrcSets } from '../../lib/mediaSrcSet';
import { parseMediaFileName } from '../../lib/mediaUrls';
import type { ImageValue } from '../../schema/content';
import type { MediaFacts } from '../../schema/page';
import { PagePayloadContext, useAppContext, useLocalized } from '../runtime/AppContext';
import { useBlockRenderNotes } from '../runtime/renderNotes';
import styles from './Image.module.css';

/** Default placeholder variants (spec 000 §8: office, member, partner or brand). */
export type PlaceholderKind = 'office' | 'member' | 'partner' | 'brand';

/** URL of a default placeholder image. */
export function placeholderUrl(kind: PlaceholderKind): string {
  return `/placeholders/${kind}.svg`;
}

/** Image fade-in duration (spec 000 §9 "Image fade-in 300 ms"). */
export const IMAGE_FADE_MS = 300;
/** Viewport observer root margin (spec 000 §9). */
export const VIEWPORT_ROOT_MARGIN = '25%';

/** CSS `filter` and opacity for the image's filters (blur px, others as factors, 1 = unchanged). */
export function imageFilterStyle(filters: ImageValue['filters']): CSSProperties {
  if (!filters) return {};
  const parts: string[] = [];
  if (filters.blur) parts.push(`blur(${filters.blur}px)`);
  if (filters.brightness !== undefined) parts.push(`brightness(${filters.brightness})`);
  if (filters.contrast !== undefined) parts.push(`contrast(${filters.contrast})`);
  if (filters.saturate !== undefined) parts.push(`saturate(${filters.saturate})`);
  const style: CSSProperties & Record<`--${string}`, string> = {};
  if (parts.length) style.filter = parts.join(' ');
  if (filters.opacity !== undefined) style['--image-opacity'] = String(filters.opacity);
  return style;
}

export interface ImageProps {
  /** The `image` value; missing or without a URL → placeholder. */
  value: ImageValue | null | undefined;
  /** Placeholder variant when the media is missing (default brand). */
  placeholder?: PlaceholderKind;
  /** Intrinsic width/height in px, to reserve space (avoid layout shift). */
  width?: number;
  height?: number;
  /** CSS aspect ratio of the box, e.g. `4 / 3` (alternative to width/height); also picks the focal-point crop. */
  aspectRatio?: string;
  /**
   * The box's fixed shape when the block's stylesheet sets it (`16 / 10`): picks the focal-point
   * crop of a media-library image without styling the box.
   */
  cropRatio?: string;
  /** `cover` (default, fills the box) or `contain` (logos). */
  fit?: 'cover' | 'contain';
  /** Forces high priority (e.g. the first block of a page). */
  priority?: boolean;
  /**
   * Preloads a high-priority media-library image from the document head; default: when
   * `priority` is set (the page's lead image). Logos pass `false`.
   */
  preload?: boolean;
  /** `sizes` attribute for responsive images (media-library images default to `auto, 100vw`, or `100vw` when high priority). */
  sizes?: string;
  /** Overrides the alt text (e.g. '' for a purely decorative background). */
  alt?: string;
  className?: string;
  /** Class of the <img> element itself. */
  imgClassName?: string;
}

type AppearState = 0 | 1 | 2 | 3;

/** Renders the image inside a box that keeps its space. */
export function Image({
  value,
  placeholder = 'brand',
  width,
  height,
  aspectRatio,
  cropRatio,
  fit = 'cover',
  priority,
  preload,
  sizes,
  alt,
  className,
  imgClassName,
}: ImageProps) {
  const localize = useLocalized();
  const media = localize(value?.media);
  const [failed, setFailed] = useState(false);
  const payload = useContext(PagePayloadContext);
  const mediaBase = useAppContext().config.mediaBaseUrl;
  const brand = brandVersionOf(payload?.metadata);
  const isPlaceholder = !media?.url || failed;
  const url = brandAssetUrl(isPlaceholder ? placeholderUrl(placeholder) : media!.url!, brand);
  const high = priority || value?.fetch_priority === 'high';
  const facts = isPlaceholder ? undefined : payload?.media_library?.[parseMediaFileName(url)?.hash ?? ''];
  const crop = facts ? focalCrop(facts, fit === 'cover' ? (aspectRatio ?? cropRatio) : undefined, value?.center) : undefined;
  const srcSets = isPlaceholder ? null : mediaSrcSets(url, { image: facts, crop, base: mediaBase });
  const sizesOf = sizes ?? (srcSets ? (high ? '100vw' : 'auto, 100vw') : undefined);
  const [appear, setAppear] = useState<AppearState>(high ? 3 : 0);
  // A high-priority image does not fade: its placeholder stays until it has loaded.
  const [highLoaded, setHighLoaded] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const loadedRef = useRef(false);
  const inViewRef = useRef(false);

  const renderNotes = useBlockRenderNotes();
  if (srcSets && high && (preload ?? Boolean(priority))) {
    const options = { as: 'image', imageSrcSet: srcSets.sources[0]!.srcSet, imageSizes: sizesOf, fetchPriority: 'high', type: srcSets.sources[0]!.type } as const;
    renderNotes?.preloaded(srcSets.src, options);
    preloadResource(srcSets.src, options);
  }

  useEffect(() => {
    const img = imgRef.current;
    if (!img) return;
    if (high) {
      const onLoad = () => setHighLoaded(true);
      if (img.complete && img.naturalWidth > 0) onLoad();
      img.addEventListener('load', onLoad);
      return () => img.removeEventListener('load', onLoad);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const advance = () => {
      if (!inViewRef.current || !loadedRef.current) return;
      setAppear(2);
      timer = setTimeout(() => setAppear(3), IMAGE_FADE_MS);
    };
    const onLoad = () => {
      loadedRef.current = true;
      advance();
    };
    if (img.complete && img.naturalWidth > 0) loadedRef.current = true;
    img.addEventListener('load', onLoad);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') {
      inViewRef.current = true;
      setAppear(1);
      advance();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            inViewRef.current = true;
            setAppear((s) => (s < 1 ? 1 : s));
            advance();
          }
        },
        { rootMargin: VIEWPORT_ROOT_MARGIN },
      );
      observer.observe(img);
    }
    return () => {
      img.removeEventListener('load', onLoad);
      observer?.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [high, url]);

  const boxStyle: CSSProperties = {};
  if (aspectRatio) boxStyle.aspectRatio = aspectRatio;
  else if (width && height) boxStyle.aspectRatio = `${width} / ${height}`;

  const focal = value?.center ?? facts?.focal_point;
  const position = crop && facts ? focalInCrop(facts.width, facts.height, crop) : focal ? { x: focal.x * 100, y: focal.y * 100 } : null;
  const filters = imageFilterStyle(value?.filters);
  const imgStyle: CSSProperties = {
    objectFit: fit,
    ...(position ? { objectPosition: `${position.x}% ${position.y}%` } : {}),
    ...filters,
  };
  // The blurred placeholder under an opaque image filling its box, until it has loaded and faded in.
  const settled = high ? highLoaded : appear === 3;
  if (facts && srcSets?.format === 'jpeg' && fit === 'cover' && value?.filters?.opacity === undefined && !settled) {
    boxStyle.backgroundImage = `url("${facts.placeholder}")`;
    boxStyle.backgroundSize = 'cover';
    boxStyle.backgroundRepeat = 'no-repeat';
    boxStyle.backgroundPosition = focal ? `${focal.x * 100}% ${focal.y * 100}%` : 'center';
  }
  const intrinsicWidth = width ?? (srcSets?.height ? srcSets.width : undefined);
  const intrinsicHeight = height ?? (srcSets?.height ? srcSets.height : undefined);

  const img = (
    <img
      ref={imgRef}
      className={[styles.img, high ? '' : styles.fade, imgClassName].filter(Boolean).join(' ')}
      src={srcSets?.src ?? mediaAddress(url, mediaBase)}
      alt={alt ?? media?.alt ?? ''}
      width={intrinsicWidth}
      height={intrinsicHeight}
      sizes={sizesOf}
      srcSet={srcSets?.fallback}
      loading={high ? 'eager' : 'lazy'}
      decoding={high ? 'sync' : 'async'}
      // React 19 knows `fetchPriority`; it renders the `fetchpriority` attribute.
      fetchPriority={high ? 'high' : value?.fetch_priority === 'low' ? 'low' : undefined}
      data-appear={appear}
      data-placeholder={isPlaceholder ? 'true' : undefined}
      style={imgStyle}
      onError={() => {
        if (!failed && media?.url) setFailed(true);
      }}
    />
  );

  return (
    <span className={[styles.box, className].filter(Boolean).join(' ')} style={boxStyle}>
      {srcSets ? (
        <picture className={styles.picture}>
          {srcSets.sources.map((source) => (
            <source key={source.type} type={source.type} sizes={sizesOf} srcSet={source.srcSet} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}

/**
 * The focal-point crop to serve a library image in a box of CSS aspect ratio `boxShape`: the
 * shape lib/mediaCrops.ts gives that box, centred on the library's focal point; undefined when the
 * box has no fixed shape, the image already fits it, or the value's own focal centre differs from
 * the library's (no crop is made for it: `object-position` places the whole image instead).
 */
function focalCrop(facts: MediaFacts, boxShape: string | undefined, center: ImageValue['center']): MediaCropRef | undefined {
  const boxRatio = parseAspectRatio(boxShape);
  const ratio = boxRatio ? cropRatioForBox(facts.width, facts.height, boxRatio) : null;
  if (!ratio) return undefined;
  const x = focalPercent(facts.focal_point.x);
  const y = focalPercent(facts.focal_point.y);
  if (center && (focalPercent(center.x) !== x || focalPercent(center.y) !== y)) return undefined;
  return { ratio, x, y };
}
