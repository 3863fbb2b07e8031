-- The newest TOTP step each account has used: a second-factor code is taken once across every process and restart.
CREATE TABLE "staff_totp_steps" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"last_step" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_totp_steps" ADD CONSTRAINT "staff_totp_steps_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;