CREATE TABLE "listings" (
	"uls" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"broker_name" text,
	"office_id" text,
	"type" text NOT NULL,
	"transaction" text DEFAULT 'sale' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price" integer NOT NULL,
	"previous_price" integer,
	"price_changed_at" timestamp with time zone,
	"address" jsonb NOT NULL,
	"postal_code" text,
	"municipality_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"bathrooms" integer DEFAULT 0 NOT NULL,
	"powder_rooms" integer DEFAULT 0 NOT NULL,
	"living_area" integer,
	"lot_area" integer,
	"year_built" integer,
	"badge" text,
	"open_houses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_municipality_code_municipalities_code_fk" FOREIGN KEY ("municipality_code") REFERENCES "public"."municipalities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_search_price_idx" ON "listings" USING btree ("site_id","status","transaction","price");--> statement-breakpoint
CREATE INDEX "listings_search_listed_idx" ON "listings" USING btree ("site_id","status","transaction","listed_at");--> statement-breakpoint
CREATE INDEX "listings_site_municipality_idx" ON "listings" USING btree ("site_id","municipality_code");--> statement-breakpoint
CREATE INDEX "listings_site_geo_idx" ON "listings" USING btree ("site_id","latitude","longitude");