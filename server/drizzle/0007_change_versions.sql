CREATE TABLE "change_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A user's role or e-mail changed: every process forgets the sessions it remembers for them, so
-- the next request reads the user afresh (decision 027). Ended sessions are announced by the
-- sessions trigger of migration 0004.
CREATE OR REPLACE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('studypath_users_changed', NEW."id"::text);
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER UPDATE OF "role", "email" ON "users" FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "notify_user_changed"();
