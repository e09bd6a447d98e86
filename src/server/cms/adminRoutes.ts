/**
 * Admin-only CMS routes, after the origin, site and user guards:
 * - `GET /audit?limit=` (1–500, default 50) → `{entries: [{id, at, user_email, action, entity,
 *   entity_id, summary}]}`, newest first;
 * - `GET /users` → `{users: [{id, email, name, role, created_at}]}`;
 * - `POST /users {email, name?, role, password}` → 201 `{user}`; 422 (bad fields, e-mail taken).
 * Editors get 403 `forbidden`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../auth/password';
import type { Database } from '../db/client';
import { listAudit } from '../db/repositories/audit';
import { commitDocumentWrite } from '../documents/documentWrite';
import { listSiteUsers } from '../db/repositories/siteMemberships';
import { findUserByEmail, insertUser, toPublicUser } from '../db/repositories/users';
import type { CmsEnv } from './env';
import { cmsError, parseBody } from './errors';
import { adminOnly } from './guards';

const newUserBody = z.object({
  email: z.string().trim().toLowerCase().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail address.').max(320),
  name: z.string().trim().max(120).optional(),
  role: z.enum(['editor', 'admin']),
  password: z.string().min(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters.`).max(200),
});

/** The admin routes (mounted at `/`, after the guards). */
export function createAdminRoutes({ db }: { db: Database }): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  app.use('/audit', adminOnly);
  app.use('/users', adminOnly);
  app.use('/users/*', adminOnly);

  app.get('/audit', async (c) => {
    const requested = Number(c.req.query('limit') ?? 50);
    const limit = Number.isFinite(requested) ? Math.min(500, Math.max(1, Math.floor(requested))) : 50;
    const rows = await listAudit(db, limit);
    return c.json({
      entries: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        user_email: row.userEmail,
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        summary: row.summary,
      })),
    });
  });

  app.get('/users', async (c) => {
    // The users of this site, with their role here.
    const rows = await listSiteUsers(db, c.get('site').id);
    return c.json({ users: rows.map(({ user, role }) => ({ ...toPublicUser({ ...user, role }), created_at: user.createdAt.toISOString() })) });
  });

  app.post('/users', async (c) => {
    const body = await parseBody(c, newUserBody);
    if (!body.ok) return body.response;
    if (await findUserByEmail(db, body.data.email)) {
      return cmsError(c, 422, 'invalid_body', 'Some fields are invalid.', { fields: { email: ['A user already has this e-mail address.'] } });
    }
    // A user created from one site's QA mode gets a role on that site only.
    const passwordHash = await hashPassword(body.data.password);
    const user = await commitDocumentWrite(db, async (tx) => {
      const created = await insertUser(tx, { email: body.data.email, name: body.data.name, role: body.data.role, passwordHash, sites: [c.get('site').id] });
      return { result: created, audit: { user: c.get('user'), action: 'user.create', entity: 'user', entityId: created.id, summary: { email: created.email, role: created.role } }, change: null };
    });
    return c.json({ user: toPublicUser(user) }, 201);
  });

  return app;
}
