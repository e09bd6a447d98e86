import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { sanitizeHtml } from '../src/lib/htmlSanitizer';
import { setRichTextSanitizer } from '../src/schema/richTextSanitizer';
import { installMessageSource } from '../src/renderer/i18n/messageCatalogs';
import { fullMessageSource } from '../src/renderer/i18n/messages';
import { installCheckVisibility } from '../src/blocks/testing/checkVisibility';

afterEach(() => cleanup());

// The jsdom projects share one document between the files of a worker (isolate: false): what a
// file leaves in the body (a portal, an element it appended) or focused would change where the next
// file's first Tab lands, and an address (a query) or session storage it left what the next one
// reads. Each file ends with an empty body, nothing focused, the document's root address and an
// empty session storage.
afterAll(() => {
  if (typeof document === 'undefined') return;
  (document.activeElement as HTMLElement | null)?.blur?.();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

// What the server and QA mode install: every message at hand, DOMPurify for rich text.
installMessageSource(fullMessageSource);
setRichTextSanitizer(sanitizeHtml);

// jsdom has no layout: scrolling calls are no-ops there (every browser implements them).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// jsdom has no checkVisibility either (see src/blocks/testing/checkVisibility.ts).
installCheckVisibility();
