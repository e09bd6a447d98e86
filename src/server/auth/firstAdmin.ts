/**
 * The first admin: created on first seed (no user yet) from `ADMIN_EMAIL` /
 * `ADMIN_PASSWORD`. When both are missing and the server listens on a loopback host, the
 * documented local-only demo admin is created with a warning; otherwise nothing is created and
 * the log says how to create one (`npm run users -- add <email> admin`).
 */
import type { Database } from '../db/client';
import { countUsers, insertUser } from '../db/repositories/users';
import { hashPassword, passwordProblem } from './password';

/** The local-only demo admin (docs/editors.md "Editors and admins"); never created on a public host. */
export const DEMO_ADMIN = { email: 'admin@vitrine.local', password: 'vitrine-demo-2026' } as const;

export interface FirstAdminOptions {
  adminEmail?: string;
  adminPassword?: string;
  /** Address the server listens on (HOST): the demo admin only for localhost / 127.0.0.1 / ::1. */
  host?: string;
  /** Where messages go (default console). */
  log?: Pick<Console, 'log' | 'warn'>;
}

/** What {@link ensureFirstAdmin} did. */
export type FirstAdminOutcome = 'exists' | 'created' | 'demo' | 'none';

function isLoopbackBind(host: string | undefined): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '::1';
}

/**
 * Creates the first admin when the users table is empty.
 * @throws Error when only one of adminEmail / adminPassword is given, or the password is too short
 */
export async function ensureFirstAdmin(db: Database, options: FirstAdminOptions): Promise<FirstAdminOutcome> {
  const log = options.log ?? console;
  if ((await countUsers(db)) > 0) return 'exists';
  const { adminEmail, adminPassword } = options;
  if (adminEmail && adminPassword) {
    const problem = passwordProblem(adminPassword);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) throw new Error(`ADMIN_EMAIL is not an e-mail address: "${adminEmail}"`);
    await insertUser(db, { email: adminEmail, name: 'Admin', role: 'admin', passwordHash: await hashPassword(adminPassword) });
    log.log(`First admin created: ${adminEmail.trim().toLowerCase()}`);
    return 'created';
  }
  if (adminEmail || adminPassword) throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin.');
  if (isLoopbackBind(options.host)) {
    await insertUser(db, { email: DEMO_ADMIN.email, name: 'Demo admin', role: 'admin', passwordHash: await hashPassword(DEMO_ADMIN.password) });
    log.warn(
      `WARNING: created the local-only demo admin ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}. ` +
        'Change its password (npm run users -- passwd admin@vitrine.local) before exposing this server.',
    );
    return 'demo';
  }
  log.warn(
    'No CMS user exists and ADMIN_EMAIL / ADMIN_PASSWORD are not set: nobody can log in to /qa. ' +
      'Create an admin with `npm run users -- add you@example.com admin --name "Your Name"`.',
  );
  return 'none';
}
