CREATE TABLE "page_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_variants" ADD CONSTRAINT "page_variants_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_variants_page_idx" ON "page_variants" USING btree ("page_id");