/**
 * The loading bar of a site page's navigation (spec 000 §9 "Loading bar: throttle 200 ms, duration
 * 5000 ms"). Site pages carry no router: a link loads the next document, so the bar is the page's
 * own, written inline in the head (no download): a click on a link to another page of the site
 * that nothing else handled (`defaultPrevented`), without a modifier key or another target, shows
 * a bar at the top once the next page has taken 200 ms, growing towards 90 % over 5000 ms
 * (`.page-load-bar`, src/renderer/styles/global.css); the next page replaces it. A page restored
 * from the back-forward cache drops it. Decorative: the browser tells assistive technology about
 * the new page.
 *
 * It grows with time, not with the request's progress as the QA screens' bar does (their router
 * knows it): a page cannot read the progress of the document that replaces it.
 */

/** Delay before the bar shows (ms), as the QA screens' bar. */
export const PAGE_LOAD_BAR_DELAY_MS = 200;

/** Class of the bar. */
export const PAGE_LOAD_BAR_CLASS = 'page-load-bar';

/** Inline head script: see the file comment. Listens on the window, after the page's own handlers. */
export const PAGE_LOAD_BAR_SCRIPT = `addEventListener('click',function(e){if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var a=e.target&&e.target.closest?e.target.closest('a[href]'):null;if(!a||(a.target&&a.target!=='_self')||a.hasAttribute('download'))return;var u=new URL(a.href,location.href);if(u.origin!==location.origin||(u.pathname===location.pathname&&u.search===location.search))return;setTimeout(function(){if(document.querySelector('.${PAGE_LOAD_BAR_CLASS}'))return;var b=document.createElement('div');b.className='${PAGE_LOAD_BAR_CLASS}';b.setAttribute('aria-hidden','true');document.body.appendChild(b)},${PAGE_LOAD_BAR_DELAY_MS})});addEventListener('pageshow',function(e){if(e.persisted)document.querySelectorAll('.${PAGE_LOAD_BAR_CLASS}').forEach(function(b){b.remove()})})`;
