CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "menu_categories_kind_known" CHECK ("menu_categories"."kind" in ('food', 'drink'))
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "diet_labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_name_key" ON "menu_categories" USING btree (lower("name"));--> statement-breakpoint
-- The seven food categories the code knew (same slugs, same order) and the six drink categories become rows. A category
-- an existing item names that is not among them (written by hand, say) is kept as a food category after them, so
-- no item is lost to the new foreign key.
INSERT INTO "menu_categories" ("slug", "name", "kind", "position") VALUES
  ('breakfast', 'Breakfast', 'food', 1),
  ('appetizers', 'Appetizers', 'food', 2),
  ('soups', 'Soups', 'food', 3),
  ('main-dishes', 'Main Dishes', 'food', 4),
  ('sides', 'Sides', 'food', 5),
  ('desserts', 'Desserts', 'food', 6),
  ('vegetarian', 'Vegetarian', 'food', 7),
  ('coffee', 'Coffee', 'drink', 8),
  ('wines', 'Wines', 'drink', 9),
  ('beers', 'Beers', 'drink', 10),
  ('spirits', 'Spirits', 'drink', 11),
  ('cocktails', 'Cocktails', 'drink', 12),
  ('non-alcoholics', 'Non-Alcoholics', 'drink', 13);--> statement-breakpoint
INSERT INTO "menu_categories" ("slug", "name", "kind", "position")
  SELECT "category", "category", 'food', 13 + row_number() OVER (ORDER BY "category")
  FROM (SELECT DISTINCT "category" FROM "menu_items" WHERE "category" NOT IN (SELECT "slug" FROM "menu_categories")) AS "unknown";
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_menu_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."menu_categories"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_diet_labels_known" CHECK ("menu_items"."diet_labels" <@ array['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'contains-nuts', 'spicy']::text[]);--> statement-breakpoint
-- Categories are what guests read too: their changes reach every app process like the menu's (migration 0005).
CREATE TRIGGER menu_categories_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
