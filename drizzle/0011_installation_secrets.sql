-- Secrets of this installation, made once by the app (random bytes) and shared by every process: "visitor-id" signs
-- the visitor cookies, so the visit counter only counts ids this server handed out.
CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" "bytea" NOT NULL
);
