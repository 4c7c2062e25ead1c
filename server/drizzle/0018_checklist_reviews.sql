CREATE TABLE "checklist_custom_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"category" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_custom_items_category_check" CHECK ("checklist_custom_items"."category" in ('transcript', 'passport', 'language_test', 'financial', 'letter_of_acceptance', 'visa', 'other'))
);
--> statement-breakpoint
CREATE TABLE "checklist_item_reviews" (
	"application_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_item_reviews_application_id_item_key_pk" PRIMARY KEY("application_id","item_key"),
	CONSTRAINT "checklist_item_reviews_decision_check" CHECK ("checklist_item_reviews"."decision" in ('accepted', 'needs_changes', 'not_needed'))
);
--> statement-breakpoint
DROP INDEX "documents_application_id_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "checklist_rules_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "checklist_item_ids" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "checklist_rules_change" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "checklist_item" text;--> statement-breakpoint
ALTER TABLE "checklist_custom_items" ADD CONSTRAINT "checklist_custom_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_custom_items" ADD CONSTRAINT "checklist_custom_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_item_reviews" ADD CONSTRAINT "checklist_item_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_item_reviews" ADD CONSTRAINT "checklist_item_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_custom_items_application_id_idx" ON "checklist_custom_items" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_application_id_idx" ON "documents" USING btree ("application_id","checklist_item");