/**
 * The one video player of the block library (spec 000 §3 "video" / "external_video", spec 001 §4
 * "Video", §5 "Unsupported video URL", §8 video fallback text). Every block whose media may be a
 * video renders it through {@link VideoPlayer} (or {@link Media}, which also takes images).
 *
 * A `video` value carries files (`sources`: `{type, url}`), provider addresses
 * (`external_sources`), a poster per locale and the flags autoplay (default false), controls
 * (false), loop (true) and muted (true). Files win over provider addresses.
 *
 * Native files (`<video>`):
 * - controls are hidden until the first play, then shown when the `controls` flag is on;
 * - a play overlay button toggles play/pause ("Play the video" / "Pause the video");
 * - a video that does not autoplay is paused when it leaves the viewport;
 * - autoplay only muted and never with prefers-reduced-motion (the overlay then offers play);
 * - the fallback text "Your browser does not support the video tag." sits inside the element.
 *
 * Provider videos (YouTube, Vimeo): a click-to-load facade — the poster of the active locale
 * (or a neutral backdrop) and a play button named after the video — and nothing is requested from
 * the provider until the visitor presses it; the frame then loads from the privacy host
 * (`youtube-nocookie.com`, `player.vimeo.com` with `dnt=1`) and starts playing, and the focus
 * moves into it. An address no provider recognises logs the spec's warning and renders nothing.
 *
 * `variant="background"`: a decorative, covering backdrop (muted, looping, no controls) with a
 * small pause button; provider videos keep their facade in both variants (no third-party request
 * without the visitor's consent).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { video as videoSchema } from '../../../schema/content';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { usePrefersReducedMotion } from '../carousel/useAutoplay';
import { embedUrl, parseVideoUrl, type ExternalVideo } from './videoUrl';
import styles from './VideoPlayer.module.css';

export type VideoValue = z.input<typeof videoSchema>;

/** True when a video value has something to play (a file or a provider address). */
export function hasVideo(value: VideoValue | null | undefined): boolean {
  return Boolean(value && ((value.sources?.length ?? 0) > 0 || (value.external_sources?.length ?? 0) > 0));
}

export interface VideoPlayerProps {
  value: VideoValue;
  /** What the video shows (e.g. its block's title): names the play button and the frame. */
  title?: string;
  /** `default` (a framed player, 16:9 unless the CSS says otherwise) or `background` (covering backdrop). */
  variant?: 'default' | 'background';
  className?: string;
}

/** Renders the video; see the file docstring. */
export function VideoPlayer({ value, title, variant = 'default', className }: VideoPlayerProps) {
  const localize = useLocalized();
  const poster = localize(value.poster) || undefined;
  const sources = value.sources ?? [];
  const external = value.external_sources?.[0]?.url;
  const classes = [styles.frame, className].filter(Boolean).join(' ');

  if (sources.length > 0) {
    return <NativeVideo value={value} poster={poster} title={title} variant={variant} className={classes} />;
  }
  if (external) return <ExternalVideoFacade address={external} value={value} poster={poster} title={title} variant={variant} className={classes} />;
  return null;
}

interface InnerProps {
  value: VideoValue;
  poster: string | undefined;
  title: string | undefined;
  variant: 'default' | 'background';
  className: string;
}

function NativeVideo({ value, poster, title, variant, className }: InnerProps) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const background = variant === 'background';
  const autoplay = (background || Boolean(value.autoplay)) && !reducedMotion;
  const muted = background || autoplay || value.muted !== false;
  const loop = background || value.loop !== false;
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);

  // Autoplay starts after hydration (and never with reduced motion).
  useEffect(() => {
    const element = ref.current;
    if (!element || !autoplay) return;
    element.muted = true;
    void element.play?.()?.catch(() => undefined);
  }, [autoplay]);

  // A video the visitor started pauses when it leaves the viewport.
  useEffect(() => {
    const element = ref.current;
    if (!element || autoplay || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting) && !element.paused) element.pause();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoplay]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play?.()?.catch(() => undefined);
    else element.pause();
  };

  const showControls = Boolean(value.controls) && started && !background;
  return (
    <div className={className} data-variant={variant} data-state={playing ? 'playing' : 'paused'} data-testid="video-player">
      <video
        ref={ref}
        className={styles.media}
        poster={poster}
        autoPlay={autoplay}
        muted={muted}
        loop={loop}
        playsInline
        preload={autoplay ? 'auto' : 'metadata'}
        controls={showControls}
        aria-label={background ? undefined : title}
        aria-hidden={background ? true : undefined}
        tabIndex={background ? -1 : undefined}
        onPlay={() => {
          setPlaying(true);
          setStarted(true);
        }}
        onPause={() => setPlaying(false)}
      >
        {(value.sources ?? []).map((source) => (
          <source key={source.url} src={source.url} type={source.type || undefined} />
        ))}
        {intl.formatMessage({ id: 'video.fallback' })}
      </video>
      {showControls && playing ? null : (
        <button
          type="button"
          className={styles.toggle}
          data-position={playing || background ? 'corner' : 'center'}
          aria-label={intl.formatMessage({ id: `video.${playing ? 'pause' : 'play'}${title ? '-titled' : ''}` }, { title })}
          onClick={toggle}
        >
          {playing ? <Pause size={18} aria-hidden="true" focusable="false" /> : <Play size={background ? 18 : 28} aria-hidden="true" focusable="false" />}
        </button>
      )}
    </div>
  );
}

function ExternalVideoFacade({ address, value, poster, title, variant, className }: InnerProps & { address: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const parsed = useMemo<ExternalVideo | null>(() => parseVideoUrl(address), [address]);
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  if (!parsed) return null;
  const provider = parsed.provider === 'youtube' ? 'YouTube' : 'Vimeo';
  const frameTitle = title ? `${title} (${provider})` : intl.formatMessage({ id: 'video.frame-title' }, { provider });
  return (
    <div className={className} data-variant={variant} data-provider={parsed.provider} data-state={loaded ? 'loaded' : 'facade'} data-testid="video-player">
      {loaded ? (
        <iframe
          ref={frameRef}
          className={styles.media}
          src={embedUrl(parsed, { language: locale, loop: value.loop !== false, muted: value.muted === true && value.autoplay === true, autoplay: true })}
          title={frameTitle}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={styles.facade}
          aria-label={intl.formatMessage({ id: title ? 'video.play-external-titled' : 'video.play-external' }, { title, provider })}
          onClick={() => setLoaded(true)}
        >
          {poster ? <img className={styles.media} src={poster} alt="" loading="lazy" decoding="async" /> : <span className={styles.backdrop} aria-hidden="true" />}
          <span className={styles.facadeButton} aria-hidden="true">
            <Play size={30} fill="currentColor" focusable="false" />
          </span>
          <span className={styles.notice} aria-hidden="true">
            {intl.formatMessage({ id: 'video.external-notice' }, { provider })}
          </span>
        </button>
      )}
    </div>
  );
}
