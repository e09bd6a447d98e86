/**
 * Site scripts that wait for a visitor's consent (Quebec's Law 25: express consent before
 * tracking technologies run): how the server marks them in a page and how a page knows it needs
 * the consent manager. Every script of a category other than `necessary` is written inert
 * (`type="text/plain"`, marked with its category) and run by the browser's consent manager
 * (src/renderer/consent/) once the visitor agrees; the choice itself: src/lib/consentChoice.ts.
 */

/** Attribute of an inert script: the category it waits for. */
export const CONSENT_CATEGORY_ATTRIBUTE = 'data-consent-category';
/** Attribute of an inert external script: its address (a `src` would be fetched). */
export const CONSENT_SOURCE_ATTRIBUTE = 'data-consent-src';
/** Attribute of the controls that open the consent preferences (the footer's link). */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open';

/** True when a site script of `category` waits for consent (everything but `necessary`; a tag without a category too). */
export function needsConsent(category: string | undefined): boolean {
  return category !== 'necessary';
}

/** True when one of `tags` needs consent: the page then carries the consent manager. */
export function tagsNeedConsent(tags: readonly { category?: string; src?: string; content?: string }[] | undefined): boolean {
  return (tags ?? []).some((tag) => (tag.src || tag.content) && needsConsent(tag.category));
}
