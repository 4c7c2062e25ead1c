ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- The session cache remembers the signed-in user with their language (issue 27): a change of it
-- is announced like a change of role or e-mail (migration 0007), so every process reads it afresh.
DROP TRIGGER "users_notify_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER UPDATE OF "role", "email", "language" ON "users" FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."language" IS DISTINCT FROM NEW."language") EXECUTE FUNCTION "notify_user_changed"();
