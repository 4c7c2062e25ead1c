CREATE TABLE "sealed_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"former_user_id" uuid NOT NULL,
	"former_application_id" uuid,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"category" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"uploaded_by_admin" boolean NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	CONSTRAINT "sealed_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE INDEX "sealed_documents_keep_until_idx" ON "sealed_documents" USING btree ("keep_until");