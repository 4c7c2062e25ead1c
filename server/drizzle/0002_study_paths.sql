CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"specific_program" text,
	"field_of_study" text,
	"program_preferences" text,
	"intended_institutions" text,
	"additional_info" text,
	"admin_notes" text,
	"internal_notes" text,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"package_tier" text,
	"package_price" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('new', 'in_review', 'docs_needed', 'find_program', 'send_to_dli', 'waiting_dli_decision', 'loa_received', 'pal_received', 'apply_visa', 'visa_processing', 'decision_made', 'pre_departure', 'completed', 'closed', 'on_hold', 'withdrawn', 'refused', 'submitted', 'loa', 'visa', 'decision')),
	CONSTRAINT "applications_payment_status_check" CHECK ("applications"."payment_status" in ('unpaid', 'paid')),
	CONSTRAINT "applications_package_tier_check" CHECK ("applications"."package_tier" in ('basic', 'standard', 'premium', 'ultimate')),
	CONSTRAINT "applications_package_price_check" CHECK ("applications"."package_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "application_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_updates_type_check" CHECK ("application_updates"."type" in ('status_change', 'program_attached', 'program_removed', 'document_uploaded', 'info_requested', 'note_added'))
);
--> statement-breakpoint
CREATE TABLE "application_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"notes" text,
	"attached_by" uuid,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_programs_application_program_unique" UNIQUE("application_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"program_link" text NOT NULL,
	"institution" text,
	"location" text,
	"duration" text,
	"tuition" text,
	"intake_date" text,
	"description" text,
	"requirements" text,
	"image_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_updates" ADD CONSTRAINT "application_updates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_updates" ADD CONSTRAINT "application_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_programs" ADD CONSTRAINT "application_programs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_programs" ADD CONSTRAINT "application_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_programs" ADD CONSTRAINT "application_programs_attached_by_users_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_active_per_user_idx" ON "applications" USING btree ("user_id") WHERE "applications"."status" not in ('completed', 'closed', 'withdrawn', 'refused');--> statement-breakpoint
CREATE INDEX "applications_user_id_created_at_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_status_created_at_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "application_updates_application_id_created_at_idx" ON "application_updates" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_programs_program_id_idx" ON "application_programs" USING btree ("program_id");