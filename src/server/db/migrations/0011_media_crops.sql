ALTER TABLE "media_variants" ADD COLUMN "crop" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_variants" DROP CONSTRAINT "media_variants_media_id_width_format_pk";--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_crop_width_format_pk" PRIMARY KEY("media_id","crop","width","format");
