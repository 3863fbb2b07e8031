-- The host stand's grace period: how long after its time a booking waits before the host's no-show dialog stops
-- warning that it has not passed yet. 15 minutes by default, 0 to 120.
ALTER TABLE "seating_rules" ADD COLUMN "no_show_grace_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_no_show_grace_range" CHECK ("seating_rules"."no_show_grace_minutes" between 0 and 120);