/**
 * What QA mode sets up before it previews or checks a block: every block component registered (the
 * canvas renders blocks at once, never waiting for a chunk) and DOMPurify as the rich-text
 * sanitiser (previews parse blocks in the browser, unlike public pages), and every UI message at
 * hand (previews render any block in either language). Imported for its effect
 * by the editor modules that render or validate blocks.
 */
import { blockDefinitions } from '../blocks/registry';
import { sanitizeHtml } from '../lib/htmlSanitizer';
import { setRichTextSanitizer } from '../schema/richTextSanitizer';
import { registerBlockComponents } from '../renderer/blocks/blockComponentCache';
import { installMessageSource } from '../renderer/i18n/messageCatalogs';
import { fullMessageSource } from '../renderer/i18n/messages';

registerBlockComponents(blockDefinitions);
setRichTextSanitizer(sanitizeHtml);
installMessageSource(fullMessageSource);
