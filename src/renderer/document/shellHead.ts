/**
 * The head every document of the app starts with (spec 000 §2, §8): character set and viewport,
 * the default favicon, the entry's modules fetched after the first paint, the default theme's
 * variables and the small inline scripts that keep early presses, images and the loading bar
 * working before the page's code is live. A page's own head (pageRouteHead.ts) comes after it
 * and wins where both name the same tag.
 */
import { REMEMBER_EARLY_LOCALE_SWITCH_SCRIPT } from '../../blocks/ui/localeSwitch';
import type { PageAssets } from '../../lib/pageAssets';
import { HOLD_EARLY_INPUT_SCRIPT } from '../blocks/earlyInputScript';
import { REVEAL_EARLY_IMAGES_SCRIPT } from '../blocks/preHydrationImages';
import { importAfterFirstPaint, moduleAfterFirstPaint, moduleAfterPaintLink } from '../entryAfterPaint';
import { PAGE_LOAD_BAR_SCRIPT } from '../navigation/pageLoadBar';
import { themeRootCss } from '../theme/themeCss';
import type { DocumentHead } from './headTags';

/**
 * The shell's head for a build's assets.
 * @param assets the document's entry script, stylesheets (written into the head by the server,
 *   not linked here) and modules
 */
export function shellHead(assets: Pick<PageAssets, 'scripts' | 'modulePreloads'>): DocumentHead {
  return {
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
    links: [
      // Default favicon; a site's `metadata.favicon` (page head) comes later and wins.
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // The entry and its modules are fetched and run after the first paint (scripts below).
      ...assets.scripts.flatMap((script) => (script.src ? [moduleAfterPaintLink(script.src)] : [])),
      ...assets.modulePreloads.map(moduleAfterPaintLink),
    ],
    // Default (blue preset) theme variables; a page's own theme is added after it and wins.
    styles: [{ children: themeRootCss(undefined) }],
    scripts: [
      // Forms stay put until their block is live (src/renderer/blocks/preHydrationInput.ts).
      { children: HOLD_EARLY_INPUT_SCRIPT },
      // Images of a block not yet live still fade in (src/renderer/blocks/preHydrationImages.ts).
      { children: REVEAL_EARLY_IMAGES_SCRIPT },
      // A language switch clicked before the header is live still remembers the choice.
      { children: REMEMBER_EARLY_LOCALE_SWITCH_SCRIPT },
      // A link to another page that takes more than 200 ms shows the loading bar (src/renderer/navigation/pageLoadBar.ts).
      { children: PAGE_LOAD_BAR_SCRIPT },
      // The entry runs once the server's HTML has been painted (src/renderer/entryAfterPaint.ts).
      ...assets.scripts.map((script) => ({
        type: 'module',
        children: script.src ? importAfterFirstPaint(script.src) : script.entryCode ? moduleAfterFirstPaint(script.entryCode) : script.children,
      })),
    ],
  };
}
