/**
 * The script sandbox page, served at {@link SCRIPT_SANDBOX_PATH}.
 *
 * The developer test block frames this page with `sandbox="allow-scripts"` (no same-origin) and
 * sends the pasted HTML by `postMessage({ type: 'vitrine:script-preview', html })`; the page
 * replaces its body with that HTML and runs its scripts (inline and external). The parent posts on
 * the iframe's `load` event (the listener is installed in the head, before `load`).
 *
 * The site's strict CSP (nonce-only scripts) would block pasted code, so this page has its own
 * permissive policy, always with `sandbox`: even opened directly it runs in an opaque origin, with
 * no access to the site's cookies, storage or CMS session. `frame-ancestors 'self'` keeps other
 * sites from framing it. Uncaught errors are shown at the bottom of the preview.
 */

/** URL path of the sandbox page (the test block's iframe uses the same path). */
export const SCRIPT_SANDBOX_PATH = '/qa/script-sandbox';

/** Type of the message carrying the HTML to preview: `{ type, html: string }`. */
export const SCRIPT_PREVIEW_MESSAGE = 'vitrine:script-preview';

/** Content-Security-Policy of the sandbox page: any script (inline, eval, any host), sandboxed. */
export const SCRIPT_SANDBOX_CSP = [
  'sandbox allow-scripts allow-forms allow-popups allow-modals',
  'default-src * data: blob:',
  "script-src * 'unsafe-inline' 'unsafe-eval' data: blob:",
  "style-src * 'unsafe-inline' data:",
  'img-src * data: blob:',
  'font-src * data:',
  'connect-src *',
  'frame-src *',
  "frame-ancestors 'self'",
].join('; ');

/** The static HTML of the sandbox page (no user data: content arrives by postMessage). */
export const SCRIPT_SANDBOX_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Script preview</title>
<style>
  html { color-scheme: light; }
  body { margin: 0; padding: 16px; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d2430; background: #fff; }
  #vitrine-sandbox-error { position: fixed; left: 8px; right: 8px; bottom: 8px; margin: 0; padding: 8px 12px; border-radius: 6px; background: #fde8e7; color: #8a1c14; font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; }
</style>
<script>
(function () {
  var PREVIEW = ${JSON.stringify(SCRIPT_PREVIEW_MESSAGE)};
  function showError(text) {
    var box = document.getElementById('vitrine-sandbox-error');
    if (!box) {
      box = document.createElement('pre');
      box.id = 'vitrine-sandbox-error';
      box.setAttribute('role', 'alert');
      document.documentElement.appendChild(box);
    }
    box.textContent = text;
  }
  window.addEventListener('error', function (event) {
    showError(String(event.message || 'Error') + (event.lineno ? ' (line ' + event.lineno + ')' : ''));
  });
  window.addEventListener('unhandledrejection', function (event) {
    showError('Unhandled rejection: ' + String(event.reason));
  });
  function render(html) {
    var old = document.getElementById('vitrine-sandbox-error');
    if (old) old.remove();
    document.body.innerHTML = html;
    var scripts = Array.prototype.slice.call(document.body.querySelectorAll('script'));
    scripts.forEach(function (inert) {
      var live = document.createElement('script');
      for (var i = 0; i < inert.attributes.length; i++) live.setAttribute(inert.attributes[i].name, inert.attributes[i].value);
      if (inert.src && !inert.hasAttribute('async')) live.async = false;
      live.text = inert.text;
      inert.parentNode.replaceChild(live, inert);
    });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== PREVIEW || typeof data.html !== 'string') return;
    render(data.html);
  });
})();
</script>
</head>
<body></body>
</html>
`;

/** Response headers of the sandbox page. */
export const SCRIPT_SANDBOX_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': SCRIPT_SANDBOX_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'public, max-age=300',
  'X-Robots-Tag': 'noindex',
};

/** The sandbox page as a web Response (GET; Hono answers HEAD from it). */
export function scriptSandboxResponse(): Response {
  return new Response(SCRIPT_SANDBOX_HTML, { status: 200, headers: SCRIPT_SANDBOX_HEADERS });
}
