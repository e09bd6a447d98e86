ALTER TABLE "members" ADD COLUMN "member_key" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "office_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_member_key_uq" ON "members" USING btree ("site_id","member_key");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_site_office_key_uq" ON "offices" USING btree ("site_id","office_key");