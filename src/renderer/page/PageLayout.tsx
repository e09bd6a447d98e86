/**
 * The layout of every rendered page (spec 000 §2 "Header and footer", "Modals and toast"; §3
 * content.override.footer): header blocks, `<main id="main-content">` (the skip link's target)
 * with the content, footer blocks (`content.override.footer` wins; the properties-search page has
 * none; a footer without the classic footer's own link to the consent preferences gets it below); the
 * variant banner of a preview (`variant.preview`), the toasts and the contact modal once per page,
 * and the scroll lock.
 *
 * The blocks arrive prepared (preparePage.ts). A page reached by navigation waits (inside the
 * router's transition, the previous page staying on screen) until its block components are
 * loaded; a server-rendered page hydrates its header and first {@link EAGER_CONTENT_BLOCKS}
 * content blocks at once and the rest as they come near (PageBlock).
 */
import { lazy, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { PagePayloadContext, useAppContext } from '../../blocks/runtime/AppContext';
import { ConsentPreferencesLink } from '../../blocks/ui/ConsentPreferencesLink';
import { Toasts } from '../../blocks/ui/Toasts';
import { ROUTE_KEYS, type Locale } from '../../lib/locales';
import type { PagePayload } from '../../schema/page';
import { blockComponentsLoaded, loadBlockComponents } from '../blocks/blockComponentCache';
import { loadMessages, messagesLoaded } from '../i18n/messageCatalogs';
import { PART_MESSAGE_NAMESPACES } from '../i18n/messageNamespaces.gen';
import { BlockList } from '../blocks/BlockList';
import { FIRST_BLOCK_PARSED_ID } from '../../lib/pageBlockMarkers';
import { firstPaintWait } from './firstPaint';
import { EAGER_CONTENT_BLOCKS, pendingComponentsOf } from './pageBlockTypes';
import styles from './PageLayout.module.css';
import { useScrollLockEffect } from './useScrollLock';

// The same element every render: the block list stays memoised.
const FIRST_BLOCK_PARSED_MARKER = <template id={FIRST_BLOCK_PARSED_ID} />;

// Shown on demand only: their code is not part of a page's first download.
const ContactModal = lazy(() => import('../../blocks/contact/_parts/ContactModal').then((m) => ({ default: m.ContactModal })));

/**
 * The code of a preview's variant banner: no visitor downloads it, and the server loads it before
 * rendering (src/renderer/entry-server.tsx) so that the banner is part of the preview's HTML.
 */
let variantBannerModule: typeof import('./VariantBanner') | undefined;
export function loadVariantBanner(): Promise<typeof import('./VariantBanner')> {
  return import('./VariantBanner').then((module) => (variantBannerModule = module));
}
const LazyVariantBanner = lazy(() => loadVariantBanner().then((module) => ({ default: module.VariantBanner })));

export interface PageLayoutProps {
  payload: PagePayload;
  locale: Locale;
  /** Current path without trailing slash. */
  path: string;
  /** The main content; defaults to the payload's content blocks. */
  children?: ReactNode;
}

/** True on the properties-search page, which hides the footer (spec 000 §2). */
export function isPropertiesSearchPath(path: string): boolean {
  return path === ROUTE_KEYS.propertiesSearch.fr || path === ROUTE_KEYS.propertiesSearch.en;
}

/** The skip link's target; a second element with this id breaks the skip link (spec 000 §8). */
export const MAIN_CONTENT_ID = 'main-content';

/** Warns once the page is in the browser if another element also carries the main-content id. */
export function warnDuplicateMainContentId(root: ParentNode = document): boolean {
  const duplicated = root.querySelectorAll(`[id="${MAIN_CONTENT_ID}"]`).length > 1;
  if (duplicated) console.warn(`Another element already has the id "${MAIN_CONTENT_ID}": the skip link may not reach the main content.`);
  return duplicated;
}

/** Renders `children` once the page part's messages are here (they load with its code). */
function WithMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly string[]; children: ReactNode }) {
  if (!messagesLoaded(locale, namespaces)) use(loadMessagesOnce(locale, namespaces));
  return children;
}

const messageLoads = new Map<string, Promise<void>>();
function loadMessagesOnce(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const id = `${locale}:${namespaces.join(',')}`;
  let pending = messageLoads.get(id);
  if (!pending) {
    pending = loadMessages(locale, namespaces);
    messageLoads.set(id, pending);
  }
  return pending;
}

/** The contact modal, loaded the first time a link opens it and kept afterwards. */
function ContactModalHost({ locale }: { locale: Locale }) {
  const { stores } = useAppContext();
  const wanted = useStore(stores.modal, (state) => state.contact !== null);
  const [opened, setOpened] = useState(false);
  if (wanted && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <WithMessages locale={locale} namespaces={PART_MESSAGE_NAMESPACES.contactModal}>
        <ContactModal />
      </WithMessages>
    </Suspense>
  ) : null;
}

/** Renders a page's chrome around its content. */
export function PageLayout({ payload, locale, path, children }: PageLayoutProps) {
  const pending = pendingComponentsOf(payload, blockComponentsLoaded, loadBlockComponents);
  if (pending) use(pending);
  useScrollLockEffect();
  useEffect(() => {
    warnDuplicateMainContentId();
  }, [payload]);
  const footer = payload.content.override?.footer?.fields ?? payload.footer.fields;
  return (
    <PagePayloadContext.Provider value={payload}>
      <div className={styles.page} data-brand-version={payload.metadata.brand_version_2 ? '2' : '1'} data-locale={locale}>
        {payload.variant?.preview ? (
          <Suspense fallback={null}>
            <WithMessages locale={locale} namespaces={PART_MESSAGE_NAMESPACES.variantBanner}>
              {variantBannerModule ? <variantBannerModule.VariantBanner variant={payload.variant} /> : <LazyVariantBanner variant={payload.variant} />}
            </WithMessages>
          </Suspense>
        ) : null}
        <BlockList blocks={payload.header.fields} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children ?? (
            <BlockList
              blocks={payload.content.fields}
              eagerCount={EAGER_CONTENT_BLOCKS}
              afterFirst={firstPaintWait(payload.content.fields) === 'block' ? FIRST_BLOCK_PARSED_MARKER : undefined}
            />
          )}
        </main>
        {isPropertiesSearchPath(path) ? null : <BlockList blocks={footer} startIndex={payload.content.fields.length} eagerCount={0} />}
        {isPropertiesSearchPath(path) || footer.some((block) => block.block_type === 'footer_classic') ? null : (
          <p className={styles.consentLink}>
            <ConsentPreferencesLink />
          </p>
        )}
        <Toasts />
        <ContactModalHost locale={locale} />
      </div>
    </PagePayloadContext.Provider>
  );
}
