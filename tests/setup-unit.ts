import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sanitizeHtml } from '../src/lib/htmlSanitizer';
import { setRichTextSanitizer } from '../src/schema/richTextSanitizer';
import { installMessageSource } from '../src/renderer/i18n/messageCatalogs';
import { fullMessageSource } from '../src/renderer/i18n/messages';

afterEach(() => cleanup());

// What the server and QA mode install: every message at hand, DOMPurify for rich text.
installMessageSource(fullMessageSource);
setRichTextSanitizer(sanitizeHtml);

// jsdom has no layout: scrolling calls are no-ops there (every browser implements them).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
