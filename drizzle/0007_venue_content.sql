CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"alt" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "gallery_photos_image_id_unique" UNIQUE("image_id")
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"image_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"fingerprint" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variants_pk" PRIMARY KEY("image_id","width","format"),
	CONSTRAINT "image_variants_format_known" CHECK ("image_variants"."format" in ('avif', 'webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size_positive" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "opening_exceptions" (
	"date" date PRIMARY KEY NOT NULL,
	"closed" boolean NOT NULL,
	"opens" text,
	"closes" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"weekday" smallint PRIMARY KEY NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "opening_hours_weekday_range" CHECK ("opening_hours"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "venue_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "venue_settings_one_row" CHECK ("venue_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_photos_position_idx" ON "gallery_photos" USING btree ("position");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_after_start" CHECK ("events"."ends_at" is null or "events"."ends_at" > "events"."date");--> statement-breakpoint
-- The venue's details as they were in the code until now: staff replace them on the Venue settings page.
INSERT INTO "venue_settings" ("id", "data") VALUES (1, '{
  "name": "Boracay Beach Bar",
  "tagline": "Beach restaurant & bar on White Beach, Boracay",
  "phone": "+63 36 288 0000",
  "email": "hello@boracaybeachbar.com",
  "address": "Malay, Aklan, Philippines",
  "mapUrl": "https://www.google.com/maps/search/?api=1&query=Malay%2C+Aklan%2C+Philippines",
  "latitude": 11.9674,
  "longitude": 121.9248,
  "social": [],
  "happyHour": { "start": "16:00", "end": "19:00" }
}'::jsonb);
--> statement-breakpoint
-- The fixed booking hours (11:00 to 22:00 starts, two hours each) as opening hours: 11:00 to midnight, every day.
INSERT INTO "opening_hours" ("weekday", "closed", "opens", "closes")
  SELECT d, false, '11:00', '00:00' FROM generate_series(0, 6) AS d;
--> statement-breakpoint
-- What guests read: changes reach every app process's prepared reads (migration 0005).
CREATE TRIGGER images_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER gallery_photos_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_photos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER venue_settings_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venue_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER opening_hours_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON opening_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER opening_exceptions_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON opening_exceptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
