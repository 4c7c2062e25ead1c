CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"student_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_threads_status_check" CHECK ("message_threads"."status" in ('active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_role" text NOT NULL,
	"content" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_size" bigint,
	"attachment_mime_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_attachment_key_unique" UNIQUE("attachment_key"),
	CONSTRAINT "messages_sender_role_check" CHECK ("messages"."sender_role" in ('admin', 'student')),
	CONSTRAINT "messages_attachment_check" CHECK (("messages"."attachment_key" is null) = ("messages"."attachment_name" is null) and ("messages"."attachment_key" is null) = ("messages"."attachment_size" is null))
);
--> statement-breakpoint
CREATE TABLE "info_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"questions" jsonb NOT NULL,
	"responses" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "info_requests_status_check" CHECK ("info_requests"."status" in ('pending', 'answered')),
	CONSTRAINT "info_requests_answered_check" CHECK (("info_requests"."status" = 'answered') = ("info_requests"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_requests" ADD CONSTRAINT "info_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_requests" ADD CONSTRAINT "info_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_requests" ADD CONSTRAINT "info_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_student_id_updated_at_idx" ON "message_threads" USING btree ("student_id","updated_at");--> statement-breakpoint
CREATE INDEX "message_threads_updated_at_idx" ON "message_threads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "messages_thread_id_created_at_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "info_requests_user_id_created_at_idx" ON "info_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "info_requests_application_id_idx" ON "info_requests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "info_requests_created_at_idx" ON "info_requests" USING btree ("created_at");--> statement-breakpoint
-- Every ended session (sign-out, password reset, expiry sweep, a user's deletion) is announced to
-- the processes listening, which close that session's live event streams (decision 023).
CREATE OR REPLACE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('studypath_sessions_ended', OLD."id_hash");
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
