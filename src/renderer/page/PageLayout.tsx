/**
 * The layout of every rendered page (spec 000 §2 "Header and footer", "Modals and toast"; §3
 * content.override.footer): header blocks, `<main id="main-content">` (the skip link's target)
 * with the content, footer blocks (`content.override.footer` wins; the properties-search page has
 * none), the variant banner, the toasts and the contact modal once per page, and the scroll lock.
 */
import { useEffect, type ReactNode } from 'react';
import { ContactModal } from '../../blocks/contact/_parts/ContactModal';
import { PagePayloadContext } from '../../blocks/runtime/AppContext';
import { Toasts } from '../../blocks/ui/Toasts';
import { ROUTE_KEYS, type Locale } from '../../lib/locales';
import type { PagePayload } from '../../schema/page';
import { BlockList } from '../blocks/BlockList';
import { VariantBanner } from './VariantBanner';
import styles from './PageLayout.module.css';
import { useScrollLockEffect } from './useScrollLock';

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

/** Renders a page's chrome around its content. */
export function PageLayout({ payload, locale, path, children }: PageLayoutProps) {
  useScrollLockEffect();
  useEffect(() => {
    warnDuplicateMainContentId();
  }, [payload]);
  const footer = payload.content.override?.footer?.fields ?? payload.footer.fields;
  return (
    <PagePayloadContext.Provider value={payload}>
      <div className={styles.page} data-brand-version={payload.metadata.brand_version_2 ? '2' : '1'} data-locale={locale}>
        {payload.variant ? <VariantBanner variant={payload.variant} /> : null}
        <BlockList blocks={payload.header.fields} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children ?? <BlockList blocks={payload.content.fields} />}
        </main>
        {isPropertiesSearchPath(path) ? null : <BlockList blocks={footer} />}
        <Toasts />
        <ContactModal />
      </div>
    </PagePayloadContext.Provider>
  );
}
