CREATE TABLE "site_memberships" (
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_memberships_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "page_variants" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_memberships" ADD CONSTRAINT "site_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_memberships" ADD CONSTRAINT "site_memberships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_memberships_site_idx" ON "site_memberships" USING btree ("site_id");--> statement-breakpoint
-- Existing users keep their role on every existing site; existing variants stay public.
INSERT INTO "site_memberships" ("user_id", "site_id", "role") SELECT "users"."id", "sites"."id", "users"."role" FROM "users" CROSS JOIN "sites" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "page_variants" SET "published_at" = "updated_at" WHERE "published_at" IS NULL;
