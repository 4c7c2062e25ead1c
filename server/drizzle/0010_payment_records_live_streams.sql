CREATE TABLE "live_event_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id_hash" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deleted_application_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deleted_application_title" text;--> statement-breakpoint
ALTER TABLE "live_event_streams" ADD CONSTRAINT "live_event_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_event_streams_user_id_idx" ON "live_event_streams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_event_streams_seen_at_idx" ON "live_event_streams" USING btree ("seen_at");