/**
 * The loading bar of a site page's navigation (spec 000 §9 "Loading bar: throttle 200 ms, duration
 * 5000 ms"). Site pages carry no router: a link loads the next document, so the page runs the
 * document's bar itself (navigation/LoadingBar.tsx, rendered idle in every page) from an inline
 * head script (no download): a click on a link to another page of the site that nothing else
 * handled (`defaultPrevented`), without a modifier key or another target, sets the bar running
 * once the next page has taken 200 ms, growing towards 90 % over 5000 ms; the next page replaces
 * it. A page restored from the back-forward cache sets it idle again.
 *
 * It grows with time, not with the request's progress as the QA screens' bar does (their router
 * knows it): a page cannot read the progress of the document that replaces it.
 */
import { LOADING_BAR_ATTRIBUTE, LOADING_BAR_THROTTLE_MS } from './LoadingBar';

/** Inline head script: see the file comment. Listens on the window, after the page's own handlers. */
export const PAGE_LOAD_BAR_SCRIPT = `(function(){function p(v){var b=document.querySelector('[${LOADING_BAR_ATTRIBUTE}]');if(b)b.setAttribute('data-phase',v)}addEventListener('click',function(e){if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var a=e.target&&e.target.closest?e.target.closest('a[href]'):null;if(!a||(a.target&&a.target!=='_self')||a.hasAttribute('download'))return;var u=new URL(a.href,location.href);if(u.origin!==location.origin||(u.pathname===location.pathname&&u.search===location.search))return;setTimeout(function(){p('running')},${LOADING_BAR_THROTTLE_MS})});addEventListener('pageshow',function(e){if(e.persisted)p('idle')})})()`;
