/**
 * Hero slider (spec 001 §2, §4 "Hero slider autoplays with a progress bar per slide and a preview
 * of the next slide", §9 autoplay 8000 ms, transition 500 ms).
 *
 * - Every slide is server-rendered, stacked in one grid cell: the section is as tall as its
 *   tallest slide from the first paint, so changing slides never moves the page (no layout shift).
 *   Only the active slide is visible; the others are `inert` and hidden from assistive technology.
 *   The first slide's image loads with `fetchpriority="high"` when the slider opens the page.
 * - Slides cross-fade over {@link HERO_SLIDER_TRANSITION_MS} ms. Autoplay moves to the next slide
 *   (wrapping around) every {@link HERO_SLIDER_AUTOPLAY_MS} ms, shown by the active slide's progress
 *   bar filling up; one bar per slide, each a button going to its slide.
 * - Autoplay pauses while the pointer is over the slider or the focus is inside it, and with the
 *   pause button; it never runs with `prefers-reduced-motion: reduce` (no fade either).
 * - Keyboard: previous/next buttons named "Previous slide"/"Next slide", ← and → while the focus is
 *   inside; a polite live region announces "Slide 2 of 3: title" when the visitor changes slide
 *   (silent while autoplay runs). Touch: a horizontal swipe of 48 px or more changes slide.
 * - A preview card of the next slide (its image and title) sits at the bottom right from 768 px.
 * - With one slide: no controls, no autoplay, just the hero.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Image } from '../../ui/Image';
import { useAutoplay, useHoverFocus } from '../../ui/carousel/useAutoplay';
import { usePrefersReducedMotion } from '../../ui/motion';
import { PlaybackIcon } from '../../ui/video/PlaybackIcon';
import { HeroBackground } from '../_parts/hero/HeroBackground';
import { HeroCopy } from '../_parts/hero/HeroCopy';
import { headingTag } from '../_parts/headingTag';
import hero from '../_parts/hero/hero.module.css';
import { type heroSliderBlockFields, type heroSliderBlockParams } from './schema';
import { HERO_SLIDER_AUTOPLAY_MS, HERO_SLIDER_TRANSITION_MS } from './constants';
import styles from './HeroSliderBlock.module.css';

/** Horizontal distance (px) a touch must travel to change slide. */
export const HERO_SLIDER_SWIPE_PX = 48;

/** Index of the slide `step` away from `index` among `total`, wrapping around. */
export function wrapIndex(index: number, step: number, total: number): number {
  return total > 0 ? (((index + step) % total) + total) % total : 0;
}

export function HeroSliderBlock({ fields, index }: BlockProps<typeof heroSliderBlockFields, typeof heroSliderBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const slides = fields.hero_slider_repeater;
  const total = slides.length;
  const enabled = total >= 2;
  const [active, setActive] = useState(0);
  const [mounted, setMounted] = useState(false);
  const sliderRef = useRef<HTMLElement>(null);
  const { hovered, focused, handlers: hoverFocus } = useHoverFocus(sliderRef);
  const [paused, setPaused] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const pointerStart = useRef<number | null>(null);
  const statusId = useId();

  useEffect(() => setMounted(true), []);

  const running = enabled && mounted && !hovered && !focused && !paused && !reducedMotion;
  const { cycle } = useAutoplay({
    running,
    delayMs: HERO_SLIDER_AUTOPLAY_MS,
    restartKey: active,
    onAdvance: () => {
      setAnnounce(false);
      setActive((current) => wrapIndex(current, 1, total));
    },
  });

  const goTo = (next: number) => {
    setAnnounce(true);
    setActive(wrapIndex(next, 0, total));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(active + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(active - 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointerStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (start === null || !enabled) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= HERO_SLIDER_SWIPE_PX) goTo(active + (distance < 0 ? 1 : -1));
  };

  if (total === 0) return null;

  const titleOf = (i: number) => localize(slides[i]?.fields.main_title) ?? '';
  const next = wrapIndex(active, 1, total);
  const style = {
    '--hero-slider-transition-ms': `${reducedMotion ? 0 : HERO_SLIDER_TRANSITION_MS}ms`,
    '--hero-slider-autoplay-ms': `${HERO_SLIDER_AUTOPLAY_MS}ms`,
  } as CSSProperties;
  const slideLabel = (i: number) => intl.formatMessage({ id: 'carousel.slide-label' }, { index: i + 1, total });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the carousel region takes the arrow keys from the controls inside it
    <section
      ref={sliderRef}
      className={[hero.onMedia, styles.slider].join(' ')}
      aria-roledescription={enabled ? intl.formatMessage({ id: 'carousel.roledescription' }) : undefined}
      aria-label={intl.formatMessage({ id: 'hero-slider.label' })}
      data-slider={enabled ? 'enabled' : 'disabled'}
      data-autoplay={running ? 'running' : 'paused'}
      style={style}
      {...hoverFocus}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <div className={styles.slides} id={statusId}>
        {slides.map((slide, i) => {
          const isActive = i === active;
          return (
            <div
              key={i}
              className={styles.slide}
              role={enabled ? 'group' : undefined}
              aria-roledescription={enabled ? intl.formatMessage({ id: 'carousel.slide-roledescription' }) : undefined}
              aria-label={enabled ? slideLabel(i) : undefined}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
              data-active={isActive ? 'true' : 'false'}
            >
              <HeroBackground media={slide.fields.bg_media} priority={index === 0 && i === 0} fade="bottom" />
              <div className={[hero.inner, styles.slideInner].join(' ')}>
                <HeroCopy
                  title={slide.fields.main_title}
                  description={slide.fields.description}
                  ctas={slide.fields.cta_repeater}
                  headingAs={i === 0 ? headingTag(index) : 'h2'}
                />
              </div>
            </div>
          );
        })}
      </div>

      {enabled ? (
        <div className={styles.controls}>
          <div className={[hero.inner, styles.controlsInner].join(' ')}>
            <ol className={styles.bars}>
              {slides.map((_, i) => {
                const state = i === active ? 'active' : i < active ? 'done' : 'todo';
                return (
                  <li key={i}>
                    <button
                      type="button"
                      className={styles.barButton}
                      aria-label={intl.formatMessage({ id: 'hero-slider.go-to' }, { index: i + 1, title: titleOf(i) })}
                      aria-current={i === active ? 'true' : undefined}
                      aria-controls={statusId}
                      onClick={() => goTo(i)}
                    >
                      <span className={styles.barNumber} aria-hidden="true">
                        {String(i + 1).padStart(2, '0')}
                      </span>
                      <span className={styles.bar} aria-hidden="true">
                        <span
                          key={i === active ? `run-${cycle}` : state}
                          className={styles.barFill}
                          data-state={state}
                          data-running={i === active && cycle > 0 && !reducedMotion ? 'true' : 'false'}
                          data-testid="hero-slider-progress"
                        />
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
            <div className={styles.buttons}>
              {!reducedMotion ? (
                <button
                  type="button"
                  className={styles.round}
                  aria-pressed={paused}
                  aria-label={intl.formatMessage({ id: paused ? 'carousel.play' : 'carousel.pause' })}
                  onClick={() => setPaused((value) => !value)}
                >
                  <PlaybackIcon playing={!paused} />
                </button>
              ) : null}
              <button type="button" className={styles.round} aria-label={intl.formatMessage({ id: 'carousel.previous' })} aria-controls={statusId} onClick={() => goTo(active - 1)}>
                <Icon value="chevron-left" size={22} />
              </button>
              <button type="button" className={styles.round} aria-label={intl.formatMessage({ id: 'carousel.next' })} aria-controls={statusId} onClick={() => goTo(active + 1)}>
                <Icon value="chevron-right" size={22} />
              </button>
            </div>
            <button
              type="button"
              className={styles.preview}
              aria-label={intl.formatMessage({ id: 'hero-slider.next-preview-label' }, { title: titleOf(next) })}
              aria-controls={statusId}
              onClick={() => goTo(next)}
              data-testid="hero-slider-preview"
            >
              <Image value={slides[next].fields.bg_media.image} alt="" width={112} height={72} sizes="112px" className={styles.previewImage} />
              <span className={styles.previewText} aria-hidden="true">
                <span className={styles.previewKicker}>{intl.formatMessage({ id: 'hero-slider.next-preview' })}</span>
                <span className={styles.previewTitle}>{titleOf(next)}</span>
              </span>
            </button>
          </div>
        </div>
      ) : null}

      {enabled ? (
        <p className="visually-hidden" aria-live={announce && !running ? 'polite' : 'off'} aria-atomic="true" data-testid="hero-slider-status">
          {mounted ? intl.formatMessage({ id: 'hero-slider.status' }, { index: active + 1, total, title: titleOf(active) }) : ''}
        </p>
      ) : null}
    </section>
  );
}
