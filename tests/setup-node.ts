import { sanitizeHtml } from '../src/lib/htmlSanitizer';
import { setRichTextSanitizer } from '../src/schema/richTextSanitizer';
import { installMessageSource } from '../src/renderer/i18n/messageCatalogs';
import { fullMessageSource } from '../src/renderer/i18n/messages';

// What the server installs: every message at hand, DOMPurify for rich text.
installMessageSource(fullMessageSource);
setRichTextSanitizer(sanitizeHtml);
