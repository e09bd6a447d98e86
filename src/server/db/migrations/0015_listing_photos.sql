ALTER TABLE "listings" ADD COLUMN "photos_fetched_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "photo_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;