/**
 * `/api/cms/settings`: the site's general settings `{theme, seo, metadata,
 * recaptcha, revision}`.
 * - `GET /` → the settings with the spec's defaults applied; the reCAPTCHA server secret is never
 *   sent (`has_secret_key` says whether one is stored);
 * - `PUT /` (admin only, 403 `forbidden` for editors) → `{revision}`; 409 `stale_revision` on a
 *   stale revision unless `force` (the editor's "Overwrite" after that conflict); 422 with field
 *   messages. A PUT without `recaptcha.secret_key` keeps the
 *   stored secret. Saved settings are what the content API serves for every page of the site.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { settingsResponse } from '../../schema/cmsAnswers';
import { metadata, seo } from '../../schema/page';
import { themeInput } from '../../schema/theme';
import type { Database } from '../db/client';
import { sites } from '../db/schema';
import { siteSettings, storedRecaptcha, type ParsedSiteSettings } from '../db/siteSettings';
import { canonicalJson } from './canonicalJson';
import type { CmsEnv } from './env';
import { parseBody } from './errors';
import { adminOnly } from './guards';
import { documentRefusals } from '../documents/documentRefusals';
import { commitDocumentWrite } from '../documents/documentWrite';

const settingsBody = z.object({
  theme: themeInput,
  seo,
  metadata,
  recaptcha: storedRecaptcha.nullable(),
  revision: z.number().int().min(0),
  force: z.boolean().optional(),
});

/** Settings as sent to the editor: the secret replaced by `has_secret_key`. */
function publicSettings(settings: ParsedSiteSettings, revision: number) {
  const recaptcha = settings.recaptcha ? (({ secret_key, ...rest }) => ({ ...rest, has_secret_key: Boolean(secret_key) }))(settings.recaptcha) : null;
  return { theme: settings.theme, seo: settings.seo, metadata: settings.metadata, recaptcha, revision } satisfies z.input<typeof settingsResponse>;
}

export interface SettingsRoutesOptions {
  db: Database;
  now: () => Date;
}

/** The settings routes (mounted at `/settings`, after the origin, site and user guards). */
export function createSettingsRoutes({ db, now }: SettingsRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  const refuse = documentRefusals('settings');

  app.get('/', (c) => {
    const site = c.get('site');
    return c.json(publicSettings(siteSettings.parse(site.settings ?? {}), site.settingsRevision));
  });

  app.put('/', adminOnly, async (c) => {
    const body = await parseBody(c, settingsBody);
    if (!body.ok) return body.response;
    const site = c.get('site');
    const user = c.get('user');
    const stored = siteSettings.parse(site.settings ?? {});
    const { revision, force, ...incoming } = body.data;
    if (revision !== site.settingsRevision && !force) throw refuse.stale({ revision: site.settingsRevision, updatedAt: site.updatedAt });
    if (incoming.recaptcha && incoming.recaptcha.secret_key === undefined && stored.recaptcha?.secret_key) {
      incoming.recaptcha = { ...incoming.recaptcha, secret_key: stored.recaptcha.secret_key };
    }
    const next = siteSettings.parse(incoming);
    const changed = (['theme', 'seo', 'metadata', 'recaptcha'] as const).filter((key) => canonicalJson(stored[key]) !== canonicalJson(next[key]));
    const saved = await commitDocumentWrite(db, async (tx) => {
      const [row] = await tx
        .update(sites)
        .set({ settings: next, settingsRevision: sql`${sites.settingsRevision} + 1`, updatedAt: now() })
        .where(force ? eq(sites.id, site.id) : and(eq(sites.id, site.id), eq(sites.settingsRevision, revision)))
        .returning({ revision: sites.settingsRevision });
      if (!row) {
        // Another save came between the check above and this write: tell its revision as stored.
        const [fresh] = await tx.select({ revision: sites.settingsRevision, updatedAt: sites.updatedAt }).from(sites).where(eq(sites.id, site.id));
        throw refuse.staleOrGone(fresh);
      }
      return {
        result: row.revision,
        audit: { user, action: 'settings.update', entity: 'settings', entityId: site.id, summary: { revision: row.revision, changed } },
        change: { kind: 'site', siteId: site.id },
      };
    });
    return c.json({ revision: saved });
  });

  return app;
}
