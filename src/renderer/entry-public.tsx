/**
 * Browser entry of the site's pages (spec 000 §8; the "Fast on a phone" JavaScript budget): React
 * DOM's module graph, then the page island's (src/renderer/hydratePublicPage.tsx), each evaluated
 * in a task of its own so that a phone gets a turn between them. No router: the page's links load
 * pages. Both graphs are fetched in parallel beforehand (the head's links,
 * src/renderer/entryAfterPaint.ts). In a production build the document carries this module's code
 * (build/inlineEntries.ts): a page fetches no file for it. QA screens keep the routed app
 * (entry-client.tsx).
 */
// React Fast Refresh preamble in development (empty in production builds); must load first.
import '@vitejs/plugin-react/preamble';
// The site's base styles (the routed app's root route imports them for its screens); the server
// writes them into each document's head before the blocks' own.
import './styles/global.css';

void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve)))
  .then(() => import('./hydratePublicPage'));
