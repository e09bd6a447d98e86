ALTER TABLE "saved_searches" ADD COLUMN "consent_requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "consent_page" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_pending_idx" ON "saved_searches" USING btree ("confirmed_at","consent_requested_at");--> statement-breakpoint
-- Subscriptions made before confirmation e-mails existed keep their digests: their consent record holds the sign-up time as both request and confirmation, no page and no wording ('').
UPDATE "saved_searches" SET "consent_requested_at" = "created_at", "confirmed_at" = "created_at";
