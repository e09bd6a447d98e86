-- A listing is now keyed by its site and number: two sites of one board may both show it.
ALTER TABLE "listings" DROP CONSTRAINT "listings_pkey";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_site_id_uls_pk" PRIMARY KEY("site_id","uls");--> statement-breakpoint
ALTER TABLE "feed_connections" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "listing_key" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "mls_number" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "standard_status" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "address_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "description_lang" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "list_agent_key" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "list_office_key" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "modified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "photos_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_site_listing_key_uq" ON "listings" USING btree ("site_id","listing_key");--> statement-breakpoint
-- The seeded listings are demo data; their number is their MLS number.
UPDATE "listings" SET "mls_number" = "uls";