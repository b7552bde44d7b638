DROP INDEX "readings_email_lower_idx";--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "reading_ref" bigint;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "provider_payment_id" text;