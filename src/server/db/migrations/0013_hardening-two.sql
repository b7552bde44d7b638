CREATE TABLE "operator_signin_failures" (
	"email" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_signin_failures_email_source_pk" PRIMARY KEY("email","source")
);
--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "document_link_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "operator_signin_failures_updated_idx" ON "operator_signin_failures" USING btree ("updated_at");