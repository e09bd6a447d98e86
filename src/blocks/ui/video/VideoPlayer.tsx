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
 * the provider until the visitor presses it. The press loads the provider's player API once per
 * page (`providerScript`: YouTube's IFrame Player API, Vimeo's player.js, shared by every video of
 * that provider), then the frame loads from the privacy host (`youtube-nocookie.com`,
 * `player.vimeo.com` with `dnt=1`) with its player variables, the API's player starts it, and the
 * focus moves into it; it pauses when it leaves the viewport. An address no provider recognises
 * logs the spec's warning and renders nothing.
 *
 * `variant="background"`: a decorative, covering backdrop (muted, looping, no controls) with a
 * small pause button. A provider video as a background, or set to autoplay, plays by itself the
 * same way through the privacy host once the page's code runs; under `prefers-reduced-motion` or
 * Save-Data its poster stays (an autoplay one keeps its click-to-play facade). Nothing is
 * requested from the provider before the page's code decides.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { video as videoSchema } from '../../../schema/content';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { useAmbientMotion, usePrefersReducedMotion } from '../motion';
import { Image } from '../Image';
import { useMediaAddress } from '../useMediaAddress';
import type { AmbientControl } from './ambientControl';
import { announcePlayback, announcePlayerState } from './playbackEvent';
import { PlaybackIcon } from './PlaybackIcon';
import { createProviderPlayer, type ProviderPlayer } from './providerPlayer';
import { loadProviderApi, type ProviderApis } from './providerScript';
import { embedUrl, parseVideoUrl, type ExternalVideo, type VideoProvider } from './videoUrl';
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
  /** `sizes` of the player's box: a media-library poster of a provider video is chosen by it (see {@link Image}). */
  sizes?: string;
  className?: string;
  /**
   * For a provider video playing by itself: the caller shows its pause button (null while there
   * is nothing to pause) and the player shows none.
   */
  onAmbientControl?(control: AmbientControl | null): void;
}

/** Renders the video; see the file docstring. */
export function VideoPlayer({ value, title, variant = 'default', sizes, className, onAmbientControl }: VideoPlayerProps) {
  const localize = useLocalized();
  const poster = localize(value.poster) || undefined;
  const sources = value.sources ?? [];
  const external = value.external_sources?.[0]?.url;
  const classes = [styles.frame, className].filter(Boolean).join(' ');

  if (sources.length > 0) {
    return <NativeVideo value={value} poster={poster} title={title} variant={variant} className={classes} />;
  }
  if (external) {
    return <ExternalVideoFacade address={external} value={value} poster={poster} title={title} variant={variant} className={classes} sizes={sizes} onAmbientControl={onAmbientControl} />;
  }
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
  const media = useMediaAddress();
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
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a site video is an uploaded file with no caption track to give (the spec has no captions field); background videos are muted */}
      <video
        ref={ref}
        className={styles.media}
        poster={media(poster)}
        autoPlay={autoplay}
        muted={muted}
        loop={loop}
        playsInline
        preload={autoplay ? 'auto' : 'metadata'}
        controls={showControls}
        aria-label={background ? undefined : title}
        aria-hidden={background ? true : undefined}
        tabIndex={background ? -1 : undefined}
        onPlay={(event) => {
          setPlaying(true);
          setStarted(true);
          if (!background) announcePlayback(event.currentTarget.parentElement, true);
        }}
        onPause={(event) => {
          setPlaying(false);
          if (!background) announcePlayback(event.currentTarget.parentElement, false);
        }}
      >
        {(value.sources ?? []).map((source) => (
          <source key={source.url} src={media(source.url)} type={source.type || undefined} />
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
          <PlaybackIcon playing={playing} playSize={background ? 18 : 28} />
        </button>
      )}
    </div>
  );
}

/** The provider player's last event (spec 001 §4 "Video"), on the container as `data-player-state` and announced with {@link announcePlayerState}. */
type PlayerState = 'ready' | 'playing' | 'paused' | 'ended';

/**
 * A provider video. Click to play: behind its facade, phases `facade` (nothing requested),
 * `loading` (the provider's API script, shared by the page's videos of that provider), `loaded`
 * (the frame on the privacy host, driven by the API's player: it plays when ready and pauses when
 * the video leaves the viewport). Should the script fail to load, the frame still loads and plays
 * by itself. A background video, or one set to autoplay, starts by itself once the page's code
 * runs: muted, looped, inline, without the provider's controls (`ambient` embed), with a small
 * pause button, paused while out of view; under reduced motion or Save-Data a background shows
 * its poster and an autoplay video its facade.
 */
function ExternalVideoFacade({
  address,
  value,
  poster,
  title,
  variant,
  className,
  sizes,
  onAmbientControl,
}: InnerProps & { address: string; sizes?: string; onAmbientControl?: VideoPlayerProps['onAmbientControl'] }) {
  const intl = useIntl();
  const locale = useLocale();
  const parsed = useMemo<ExternalVideo | null>(() => parseVideoUrl(address), [address]);
  const background = variant === 'background';
  const motion = useAmbientMotion();
  const ambient = (background || value.autoplay === true) && motion === true;
  const [phase, setPhase] = useState<'facade' | 'loading' | 'loaded'>('facade');
  const [api, setApi] = useState<ProviderApis[VideoProvider] | null>(null);
  const [playing, setPlaying] = useState(false);
  const [playerState, setPlayerState] = useState<PlayerState | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<ProviderPlayer | null>(null);
  const mounted = useRef(true);
  // Set when the visitor pressed the facade: the focus then follows into the player.
  const pressed = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The pressed facade button leaves the page with this commit: the focus moves to the frame in
  // the same commit, so a keyboard visitor is never left on the page's body.
  const focusFrame = useRef(false);
  useLayoutEffect(() => {
    if (phase !== 'loaded' || !pressed.current) return;
    focusFrame.current = true;
    frameRef.current?.focus();
  }, [phase]);

  const load = () => {
    if (phase !== 'facade' || !parsed) return;
    setPhase('loading');
    loadProviderApi(parsed.provider).then(
      (loadedApi) => {
        if (!mounted.current) return;
        setApi(loadedApi);
        setPhase('loaded');
      },
      () => {
        if (mounted.current) setPhase('loaded');
      },
    );
  };

  // A background or autoplay video starts by itself once motion is allowed.
  useEffect(() => {
    if (ambient) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once, when motion is known to be allowed
  }, [ambient]);

  // Once loaded: the provider's player takes the frame over.
  useEffect(() => {
    const frame = frameRef.current;
    if (phase !== 'loaded' || !frame || !parsed || !api) return undefined;
    const container = containerRef.current;
    const state = (next: PlayerState) => {
      setPlayerState(next);
      announcePlayerState(container, next);
    };
    const player = createProviderPlayer(parsed.provider, api, frame, {
      onReady: () => state('ready'),
      onPlaying: () => {
        setPlaying(true);
        state('playing');
        if (!background) announcePlayback(container, true);
      },
      onPaused: () => {
        setPlaying(false);
        state('paused');
        if (!background) announcePlayback(container, false);
      },
      onEnded: () => state('ended'),
      onDestroyed: () => announcePlayerState(container, 'destroyed'),
    });
    playerRef.current = player;
    // Out of view, the video pauses; an ambient one plays again when it comes back.
    let observer: IntersectionObserver | undefined;
    if (container && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => !entry.isIntersecting)) player.pause();
        else if (ambient) player.play();
      });
      observer.observe(container);
    }
    return () => {
      observer?.disconnect();
      playerRef.current = null;
      player.destroy();
    };
  }, [phase, api, parsed, ambient, background]);

  const pausable = phase === 'loaded' && ambient && !pressed.current && api !== null;
  // The caller's pause button, when it shows one, follows the player.
  const controlRef = useRef(onAmbientControl);
  controlRef.current = onAmbientControl;
  useEffect(() => {
    const report = controlRef.current;
    if (!report) return undefined;
    report(pausable ? { playing, play: () => playerRef.current?.play(), pause: () => playerRef.current?.pause() } : null);
    return () => report(null);
  }, [pausable, playing]);

  if (!parsed) return null;
  const provider = parsed.provider === 'youtube' ? 'YouTube' : 'Vimeo';
  const frameTitle = title ? `${title} (${provider})` : intl.formatMessage({ id: 'video.frame-title' }, { provider });
  const posterImage = poster ? (
    // A media-library poster comes in the width the box needs (AVIF, WebP), with its placeholder.
    <Image value={{ media: { [locale]: { url: poster, alt: '' } } }} alt="" sizes={sizes} className={styles.posterBox} imgClassName={styles.media} />
  ) : (
    <span className={styles.backdrop} aria-hidden="true" />
  );

  return (
    <div
      ref={containerRef}
      className={className}
      data-variant={variant}
      data-provider={parsed.provider}
      data-state={phase}
      data-ambient={ambient || undefined}
      data-playback={playing ? 'playing' : 'paused'}
      data-player-state={playerState ?? undefined}
      aria-busy={phase === 'loading' || undefined}
      data-testid="video-player"
    >
      {phase === 'loaded' ? (
        <iframe
          ref={frameRef}
          className={styles.media}
          src={embedUrl(parsed, {
            language: locale,
            loop: value.loop !== false,
            muted: value.muted === true && value.autoplay === true,
            autoplay: true,
            ambient: ambient && !pressed.current,
            apiOrigin: api ? window.location.origin : undefined,
          })}
          title={frameTitle}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          // A background is decoration: out of the keyboard's way and of screen readers.
          tabIndex={background ? -1 : undefined}
          aria-hidden={background || undefined}
          onLoad={(event) => {
            // The provider's document replaces the frame's first, empty one, and the browser may
            // drop the focus with it: give it back unless the visitor has moved on meanwhile.
            const frame = event.currentTarget;
            if (!focusFrame.current) return;
            focusFrame.current = false;
            const active = frame.ownerDocument.activeElement;
            if (active === null || active === frame.ownerDocument.body) frame.focus();
          }}
        />
      ) : background || ambient ? (
        // A background (or an autoplay video about to start) shows its poster, never a play button.
        <div className={styles.facade} aria-hidden="true">
          {posterImage}
        </div>
      ) : (
        <button
          type="button"
          className={styles.facade}
          aria-label={intl.formatMessage({ id: title ? 'video.play-external-titled' : 'video.play-external' }, { title, provider })}
          aria-disabled={phase === 'loading' || undefined}
          onClick={() => {
            pressed.current = true;
            load();
          }}
        >
          {posterImage}
          <span className={styles.facadeButton} aria-hidden="true">
            <Play size={30} fill="currentColor" focusable="false" />
          </span>
          <span className={styles.notice} aria-hidden="true">
            {intl.formatMessage({ id: 'video.external-notice' }, { provider })}
          </span>
        </button>
      )}
      {pausable && !onAmbientControl ? (
        <button
          type="button"
          className={styles.toggle}
          data-position="corner"
          aria-label={intl.formatMessage({ id: `video.${playing ? 'pause' : 'play'}${title ? '-titled' : ''}` }, { title })}
          onClick={() => (playing ? playerRef.current?.pause() : playerRef.current?.play())}
        >
          <PlaybackIcon playing={playing} />
        </button>
      ) : null}
    </div>
  );
}
