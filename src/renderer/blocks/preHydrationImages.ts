/**
 * Images of a block whose code has not arrived yet still appear (spec 001 §9 "Image appear 300 ms";
 * src/blocks/ui/Image.tsx).
 *
 * A lazy image is rendered at opacity 0 (`data-appear="0"`) and fades in once the Image component,
 * in the browser, has seen it loaded and in view. A block below the fold hydrates only when it comes
 * near the viewport, and one whose code cannot be downloaded never does: its images would stay
 * invisible over their blurred placeholders. The browser loads lazy images by itself, so the head
 * script below starts the fade of any image that loads inside a block not yet live; the Image
 * component takes over when the block hydrates (it finds the image loaded and finishes the fade).
 */
import { NOT_LIVE_BLOCK_SELECTOR } from '../../lib/pageBlockMarkers';

/**
 * Inline head script: an `<img data-appear="0|1">` that loads inside a page block not yet live gets
 * `data-appear="2"` (the 300 ms fade). One capturing `load` listener on the document (image loads
 * do not bubble, and never reach the window), installed before the body is parsed.
 */
export const REVEAL_EARLY_IMAGES_SCRIPT = `document.addEventListener('load',function(e){var i=e.target;if(i&&i.tagName==='IMG'&&(i.getAttribute('data-appear')==='0'||i.getAttribute('data-appear')==='1')&&i.closest('${NOT_LIVE_BLOCK_SELECTOR}'))i.setAttribute('data-appear','2')},true)`;
