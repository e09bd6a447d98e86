/**
 * What QA mode sets up before it previews or checks a block: DOMPurify as the rich-text sanitiser
 * (previews parse blocks in the browser, unlike public pages) and every UI message at hand
 * (previews render any block in either language). Block components load when a block is first
 * shown (canvas/useBlockComponent.ts). Imported for its effect by the editor modules that render
 * or validate blocks.
 */
import { sanitizeHtml } from '../lib/htmlSanitizer';
import { setRichTextSanitizer } from '../schema/richTextSanitizer';
import { installMessageSource } from '../renderer/i18n/messageCatalogs';
import { fullMessageSource } from '../renderer/i18n/messages';

setRichTextSanitizer(sanitizeHtml);
installMessageSource(fullMessageSource);
