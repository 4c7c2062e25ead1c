CREATE TABLE "package_prices" (
	"tier" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "package_prices_tier_check" CHECK ("package_prices"."tier" in ('basic', 'standard', 'premium', 'ultimate')),
	CONSTRAINT "package_prices_price_cents_check" CHECK ("package_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"package_tier" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" text NOT NULL,
	"refund_of_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "payments_package_tier_check" CHECK ("payments"."package_tier" in ('basic', 'standard', 'premium', 'ultimate')),
	CONSTRAINT "payments_amount_cents_check" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'usd'),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'simulated', 'free')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'canceled', 'refunded')),
	CONSTRAINT "payments_refund_of_check" CHECK (("payments"."kind" = 'refund') = ("payments"."refund_of_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "simulated_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "simulated_payment_intents_status_check" CHECK ("simulated_payment_intents"."status" in ('requires_payment', 'succeeded', 'canceled')),
	CONSTRAINT "simulated_payment_intents_amount_check" CHECK ("simulated_payment_intents"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_id_payments_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","provider_reference") WHERE "payments"."provider_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_purchase_idx" ON "payments" USING btree ("application_id","package_tier","amount_cents") WHERE "payments"."status" = 'pending' and "payments"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_refund_per_payment_idx" ON "payments" USING btree ("refund_of_id") WHERE "payments"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "payments_application_id_idx" ON "payments" USING btree ("application_id","created_at");--> statement-breakpoint
-- The default prices of decision 024 (domain defaultPackagePricesCents, in US cents); consultants
-- change them on /admin/settings. A test checks that these equal the domain's defaults.
INSERT INTO "package_prices" ("tier", "price_cents") VALUES
	('basic', 49900),
	('standard', 89900),
	('premium', 149900),
	('ultimate', 249900)
ON CONFLICT ("tier") DO NOTHING;
