/**
 * One prepared block of a page in its {@link BlockFrame}, drawn by its component (ARCHITECTURE
 * "The block contract"; the issue of public JavaScript weight: a page downloads the code of the
 * blocks it shows).
 *
 * On the server and in QA mode every component is registered, so the block renders at once. In the
 * browser, a page that arrives by navigation has its block components loaded before it shows
 * (PageLayout waits for them). A server-rendered page hydrates block by block: each block's body
 * sits in its own Suspense boundary, so React keeps the server's HTML on screen until the block's
 * chunk is here, then hydrates it. Eager blocks (the header, the first blocks of the content)
 * load their chunk immediately; the others when their frame comes within
 * {@link BLOCK_HYDRATION_MARGIN} of the viewport or the visitor points at, touches or focuses into
 * it. A few wait for the visitor wherever they are, first blocks too (hydrateOnIntent.ts): the
 * contact form and the hero search bar until reached for; the listings blocks, the search page and
 * a blog post until then or until a part of them that needs the code (marked with
 * HYDRATE_NEAR_ATTRIBUTE: a map, the list end, a video) comes near. A chunk that cannot be
 * downloaded leaves the server's HTML in place, reloads the page once (guarded) and otherwise shows
 * a note above it, with "Try again" (blockLoadFailure.ts). What a visitor types or submits before a
 * block hydrates is kept (preHydrationInput.ts), and counts as reaching for the block when it came
 * before the page's code could hear it. On the server, a block's HTML may come from the cache of
 * block HTML (blockHtmlCache.ts) when the page rendered before.
 */
import { memo, Suspense, use, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { BlockComponent } from '../../blocks/blockComponents';
import type { Block } from '../../schema/block';
import type { ColorSchemeName } from '../../schema/content';
import { useLocale } from '../../blocks/runtime/AppContext';
import type { Locale } from '../../lib/locales';
import { blockComponentsLoaded, loadBlockComponent, loadedBlockComponent } from './blockComponentCache';
import { BlockFrame } from './BlockFrame';
import { codeWanted, hydratesOnIntent, type CodeWanted } from './hydrateOnIntent';
import { HYDRATE_NEAR_ATTRIBUTE } from '../../lib/pageBlockMarkers';
import { blockLive, hydratedInPlace, PAGE_BLOCK_ATTRIBUTE, visitorActedIn } from './preHydrationInput';
import { BlockRenderNotesContext, type BlockRenderNotes } from '../../blocks/runtime/renderNotes';
import { NavigationContext, useNavigation } from '../../blocks/runtime/navigation';
import { BlockHtmlRenderContext, KeptBlockHtml, type BlockHtmlPlan } from './blockHtmlRender';

/** How near the viewport a block starts loading its code (the spec's viewport root margin, as images). */
export const BLOCK_HYDRATION_MARGIN = '25%';

/** Events that mean the visitor is about to use a block: its code loads at once. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Frames of blocks whose code is not wanted yet → what makes it wanted. */
const waitingForIntent = new Map<Element, () => void>();

function onIntent(event: Event): void {
  const frame = (event.target as Element | null)?.closest?.(`[${PAGE_BLOCK_ATTRIBUTE}]`);
  if (frame) waitingForIntent.get(frame)?.();
}

/**
 * Calls `wanted` on the visitor's first intent within `frame`. Heard on the document, before
 * React: React stops a press, a key or a focus aimed at a block it has not hydrated yet at its
 * root, so a listener on the frame itself would never hear it. @returns the clean-up
 */
function onFirstIntent(frame: Element, wanted: () => void): () => void {
  if (waitingForIntent.size === 0) for (const name of INTENT_EVENTS) document.addEventListener(name, onIntent, { capture: true, passive: true });
  waitingForIntent.set(frame, wanted);
  return () => {
    waitingForIntent.delete(frame);
    if (waitingForIntent.size === 0) for (const name of INTENT_EVENTS) document.removeEventListener(name, onIntent, { capture: true });
  };
}

interface PendingComponent {
  /** Resolves with the component once the block is wanted and its chunk is here (after a retry, if need be). */
  component: Promise<BlockComponent | undefined>;
  /** Starts watching the frame; returns the clean-up. */
  watch(frame: HTMLElement | null): () => void;
  /** The block has hydrated (its first commit in the browser) in `frame`. */
  hydrated(frame: HTMLElement | null): void;
}

function pendingComponent(type: string, when: CodeWanted, locale: Locale): PendingComponent {
  let want: () => void = () => {};
  const wanted = when === 'now' ? Promise.resolve() : new Promise<void>((resolve) => (want = resolve));
  let arrived!: (component: BlockComponent | undefined) => void;
  const component = new Promise<BlockComponent | undefined>((resolve) => (arrived = resolve));
  let frameOf: HTMLElement | null = null;
  let failed = false;
  // Once the download failed and the frame is known: the note (blockLoadFailure.ts, fetched then).
  const showFailure = () => {
    const frame = frameOf;
    if (!failed || !frame) return;
    failed = false;
    void import('./blockLoadFailure').then((note) => note.showLoadFailure(frame, locale, () => attempt(false)));
  };
  const attempt = (noteOnFailure = true): Promise<boolean> =>
    loadBlockComponent(type, locale).then(
      (loaded) => {
        arrived(loaded);
        return true;
      },
      (error: unknown) => {
        // The server's HTML stays; a missing file reloads the page once (the chunk reload handler
        // hears Vite's preload error), and the note is for after that.
        console.error(`The code of block "${type}" could not be loaded.`, error);
        failed = noteOnFailure;
        showFailure();
        return false;
      },
    );
  void wanted.then(() => attempt());
  let isHydrated = false;
  return {
    component,
    hydrated(frame) {
      isHydrated = true;
      if (frame) hydratedInPlace(frame);
    },
    watch(frame) {
      frameOf = frame;
      showFailure();
      if (!frame || isHydrated || when === 'now') return () => {};
      if (visitorActedIn(frame)) {
        want();
        return () => {};
      }
      const wantOnce = () => {
        want();
        stop();
      };
      // What must come near: the frame, or the parts of it that need the code (none: intent only).
      const watched = when === 'near' ? [frame] : when === 'parts' ? [...frame.querySelectorAll(`[${HYDRATE_NEAR_ATTRIBUTE}]`)] : [];
      const observer =
        watched.length === 0 || typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wantOnce(), { rootMargin: BLOCK_HYDRATION_MARGIN });
      const stopIntent = onFirstIntent(frame, wantOnce);
      const stop = () => {
        observer?.disconnect();
        stopIntent();
      };
      if (observer) for (const element of watched) observer.observe(element);
      else if (watched.length > 0) wantOnce();
      return stop;
    },
  };
}

interface BlockBodyProps {
  block: Block;
  index: number;
  pending: PendingComponent | null;
  frame: RefObject<HTMLDivElement | null>;
}

function BlockBody({ block, index, pending, frame }: BlockBodyProps) {
  const Component = pending ? use(pending.component) : loadedBlockComponent(block.block_type);
  // After the commit (the frame's ref is attached by then).
  useEffect(() => {
    if (pending) pending.hydrated(frame.current);
    else blockLive(frame.current);
  }, [pending, frame]);
  return Component ? <Component fields={block.fields} params={block.block_params ?? {}} index={index} /> : null;
}

/**
 * A block rendered on the server for the cache of block HTML: its notes listen to what it reads
 * (the query string, through the page's navigation) and hoists. One child, no element around it:
 * the ids React gives inside the block are the same as in the browser, which renders no such layer.
 */
function NotedBlock({ notes, children }: { notes: BlockRenderNotes; children: ReactNode }) {
  const navigation = useNavigation();
  const noted = useMemo(
    () => ({
      ...navigation,
      useSearchStr: () => {
        notes.readQuery();
        return navigation.useSearchStr();
      },
      useQueryParam: (name: string) => {
        notes.readQuery(name);
        return navigation.useQueryParam(name);
      },
    }),
    [navigation, notes],
  );
  return (
    <BlockRenderNotesContext.Provider value={notes}>
      <NavigationContext.Provider value={noted}>{children}</NavigationContext.Provider>
    </BlockRenderNotesContext.Provider>
  );
}

/** A block's body as the server's cache of block HTML plans it: its kept HTML, the block listened to, or the block. */
function plannedBody(plan: BlockHtmlPlan | null, body: ReactNode): ReactNode {
  if (plan?.kind === 'kept') return <KeptBlockHtml slot={plan.slot} head={plan.head} />;
  if (plan?.kind === 'capture') return <NotedBlock notes={plan.notes}>{body}</NotedBlock>;
  return body;
}

export interface PageBlockProps {
  /** A prepared block (parsed fields and params, colour scheme resolved). */
  block: Block;
  /** Position in the page (0 = first). */
  index: number;
  /** Load the block's code at once instead of when it comes near (blocks seen first). */
  eager: boolean;
}

/** Renders one prepared block; never throws because of block data or a failed download. */
export const PageBlock = memo(function PageBlock({ block, index, eager }: PageBlockProps) {
  const frame = useRef<HTMLDivElement>(null);
  const type = block.block_type;
  const locale = useLocale();
  const onIntent = hydratesOnIntent(type);
  const [pending] = useState(() => (blockComponentsLoaded([type], locale) ? null : pendingComponent(type, codeWanted(type, eager), locale)));
  useEffect(() => pending?.watch(frame.current), [pending]);
  // The block's place in the tree, server and browser alike (called in both: an id hook gives the
  // block's descendants their own level of ids), for the server's cache of block HTML.
  const position = useId();
  const htmlRender = useContext(BlockHtmlRenderContext);
  // Server only (blockHtmlCache.ts).
  const [plan] = useState(() => (htmlRender ? htmlRender.plan(position, index) : null));
  const scheme = (block.block_params?.color_scheme as ColorSchemeName | undefined) ?? 'normal';
  return (
    <BlockFrame
      ref={frame}
      blockType={type}
      scheme={scheme}
      marker={PAGE_BLOCK_ATTRIBUTE}
      waitsForIntent={onIntent}
      captureMark={plan?.kind === 'capture' ? plan.mark : undefined}
    >
      <Suspense fallback={null}>
        {plannedBody(plan, <BlockBody block={block} index={index} pending={pending} frame={frame} />)}
      </Suspense>
    </BlockFrame>
  );
});
