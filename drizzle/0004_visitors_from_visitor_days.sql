-- Each visitor's days become one row (first day, last day, days seen) before the per-day rows go.
INSERT INTO "visitors" ("visitor_id", "first_day", "last_day", "days_seen")
SELECT "visitor_id", min("day"), max("day"), count(*)::int FROM "visitor_days" GROUP BY "visitor_id"
ON CONFLICT ("visitor_id") DO NOTHING;--> statement-breakpoint
DROP TABLE "visitor_days" CASCADE;