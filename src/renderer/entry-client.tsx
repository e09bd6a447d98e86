/**
 * Browser entry of the routed app, the QA screens (spec 000 §8; the site's pages have their own,
 * entry-public.tsx): React DOM's module graph, then the app shell's
 * (src/renderer/hydratePage.tsx), each evaluated in a task of its own. Evaluated together they made
 * one long task on a phone, during which a tap or a scroll waited; the browser now gets a turn
 * between them. Both graphs are fetched in parallel beforehand (the head's links,
 * src/renderer/entryAfterPaint.ts).
 */
// React Fast Refresh preamble in development (empty in production builds); must load first.
import '@vitejs/plugin-react/preamble';

void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve)))
  .then(() => import('./hydratePage'));
