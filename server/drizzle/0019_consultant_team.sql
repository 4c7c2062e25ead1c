CREATE TABLE "consultant_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"activity_emails" boolean DEFAULT true NOT NULL,
	"digest_emails" boolean DEFAULT true NOT NULL,
	"last_activity_email_at" timestamp with time zone,
	"last_digest_on" date
);
--> statement-breakpoint
CREATE TABLE "consultant_waits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"consultant_id" uuid,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "consultant_waits_outcome_check" CHECK ("consultant_waits"."outcome" is null or "consultant_waits"."outcome" in ('answered', 'path_ended')),
	CONSTRAINT "consultant_waits_open_check" CHECK (("consultant_waits"."ended_at" is null) = ("consultant_waits"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "firm_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"auto_assign" boolean DEFAULT true NOT NULL,
	"target_minutes" integer DEFAULT 2880 NOT NULL,
	"complex_target_minutes" integer DEFAULT 4320 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_settings_one_row_check" CHECK ("firm_settings"."id" = 1),
	CONSTRAINT "firm_settings_targets_check" CHECK ("firm_settings"."target_minutes" > 0 and "firm_settings"."complex_target_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "student_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consultant_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "is_complex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultant_preferences" ADD CONSTRAINT "consultant_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_waits" ADD CONSTRAINT "consultant_waits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_waits" ADD CONSTRAINT "consultant_waits_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_activity" ADD CONSTRAINT "student_activity_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_activity" ADD CONSTRAINT "student_activity_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultant_waits_one_open_idx" ON "consultant_waits" USING btree ("application_id") WHERE "consultant_waits"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "consultant_waits_ended_at_idx" ON "consultant_waits" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "consultant_waits_consultant_ended_at_idx" ON "consultant_waits" USING btree ("consultant_id","ended_at");--> statement-breakpoint
CREATE INDEX "student_activity_pending_idx" ON "student_activity" USING btree ("consultant_id","at") WHERE "student_activity"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "student_activity_application_idx" ON "student_activity" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_consultant_created_at_idx" ON "applications" USING btree ("consultant_id","created_at");--> statement-breakpoint
-- The firm's one settings row, with the promise's defaults (48 h; 72 h for complex paths).
INSERT INTO "firm_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Paths made before the team existed go to the oldest administrator: nothing stays unassigned.
UPDATE "applications" SET "consultant_id" = (
  SELECT "id" FROM "users" WHERE "role" = 'admin' ORDER BY "created_at", "id" LIMIT 1
), "assigned_at" = now() WHERE "consultant_id" IS NULL;
