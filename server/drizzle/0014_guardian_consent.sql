CREATE TABLE "guardian_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"invitation_id" uuid,
	"decision" text NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text NOT NULL,
	"relationship" text NOT NULL,
	"text_version" text NOT NULL,
	"text_language" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	CONSTRAINT "guardian_consents_decision_check" CHECK ("guardian_consents"."decision" in ('consented', 'refused', 'withdrawn')),
	CONSTRAINT "guardian_consents_relationship_check" CHECK ("guardian_consents"."relationship" in ('mother', 'father', 'guardian', 'other'))
);
--> statement-breakpoint
CREATE TABLE "guardian_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "guardian_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consents_student_decided_idx" ON "guardian_consents" USING btree ("student_id","decided_at");--> statement-breakpoint
CREATE INDEX "guardian_invitations_student_sent_idx" ON "guardian_invitations" USING btree ("student_id","sent_at");--> statement-breakpoint
-- A decision is never edited: a withdrawal is a new row (decision 036). Deleting the student's
-- account still removes their rows (ON DELETE CASCADE on student_id).
CREATE FUNCTION "guardian_consents_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'guardian_consents rows are immutable: record a new decision instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "guardian_consents_immutable" BEFORE UPDATE ON "guardian_consents"
  FOR EACH ROW EXECUTE FUNCTION "guardian_consents_refuse_update"();
