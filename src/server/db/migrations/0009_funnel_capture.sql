CREATE TABLE "funnel_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reading_id" bigint NOT NULL,
	"step" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "fbclid" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "device_class" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "meta_fbp" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "meta_fbc" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "client_user_agent" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "meta_purchase_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funnel_steps" ADD CONSTRAINT "funnel_steps_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_steps_at_idx" ON "funnel_steps" USING btree ("at");--> statement-breakpoint
CREATE INDEX "funnel_steps_reading_idx" ON "funnel_steps" USING btree ("reading_id","step");