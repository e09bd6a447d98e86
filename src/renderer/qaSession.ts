/**
 * The signed-in user of QA mode as the `/qa` route knows it (spec 000 §6 QA mode): what the
 * route's session check hands to the screens, how it asks the CMS in the browser, and where it
 * sends a visitor without a session. Small on purpose: it is part of the routed app, not of the
 * lazily loaded editor.
 */
import { createContext } from 'react';
import type { CmsUser } from '../api/cmsApi';
import type { Locale } from '../lib/locales';

/** The QA login page (the only QA page open without a session). */
export const QA_LOGIN_PATH = '/qa/login';

/**
 * The user the `/qa` route checked; undefined when it could not tell (the screen then asks again,
 * with its own loading and retry states).
 */
export const QaUserContext = createContext<CmsUser | undefined>(undefined);

/**
 * The login page coming back to `next` afterwards.
 * @param next the path and query to return to (`/qa/sections?lang=en`)
 * @param uiLocale the UI language of the login page
 */
export function qaLoginHref(next: string, uiLocale: Locale): string {
  return `${QA_LOGIN_PATH}?next=${encodeURIComponent(next)}${uiLocale === 'en' ? '&lang=en' : ''}`;
}

/** What a QA page's check found: its user, nobody (no session, or no role on this site), or nothing known (the CMS could not be asked). */
export type QaSessionCheck = { user: CmsUser } | { user: null } | { user: undefined };

/**
 * Asks the CMS who is signed in (`GET /api/cms/auth/me`, same origin, with the session cookie).
 * A 401 or 403 is nobody; a network failure or another answer is not known.
 */
export async function fetchQaUser(fetcher: typeof fetch = fetch): Promise<QaSessionCheck> {
  try {
    const response = await fetcher('/api/cms/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (response.status === 401 || response.status === 403) return { user: null };
    if (!response.ok) return { user: undefined };
    const body = (await response.json()) as { user?: { id?: unknown; email?: unknown; name?: unknown; role?: unknown } };
    const user = body.user;
    if (!user || typeof user.email !== 'string' || (user.role !== 'admin' && user.role !== 'editor')) return { user: undefined };
    return { user: { id: String(user.id), email: user.email, name: typeof user.name === 'string' ? user.name : '', role: user.role } };
  } catch {
    return { user: undefined };
  }
}
