/**
 * The Hono environment of the CMS app: what the guards put on the context.
 */
import type { UserRow, SiteRow } from '../db/schema';

/** Context variables: the logged-in user (set by `requireUser`) and the request's site. */
export interface CmsEnv {
  Variables: {
    user: UserRow;
    site: SiteRow;
  };
}
