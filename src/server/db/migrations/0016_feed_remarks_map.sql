ALTER TABLE "feed_connections" ADD COLUMN "remarks_fields" jsonb;--> statement-breakpoint
ALTER TABLE "feed_connections" ADD COLUMN "remarks_language" text;