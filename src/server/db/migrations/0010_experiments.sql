CREATE TABLE "experiment_arms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"experiment_id" bigint NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"weight" integer NOT NULL,
	"price" jsonb
);
--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"experiment_id" bigint NOT NULL,
	"visitor_id" text NOT NULL,
	"arm_key" text NOT NULL,
	"reading_id" bigint,
	"exposed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"traffic_percent" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"winner_arm" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_by" text,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "quoted_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "quoted_currency" text;--> statement-breakpoint
ALTER TABLE "experiment_arms" ADD CONSTRAINT "experiment_arms_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_arms_key_idx" ON "experiment_arms" USING btree ("experiment_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_exposures_visitor_idx" ON "experiment_exposures" USING btree ("experiment_id","visitor_id");--> statement-breakpoint
CREATE INDEX "experiment_exposures_reading_idx" ON "experiment_exposures" USING btree ("reading_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_running_target_idx" ON "experiments" USING btree ("target") WHERE "experiments"."status" = 'running';--> statement-breakpoint
CREATE INDEX "experiments_created_idx" ON "experiments" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "readings_visitor_idx" ON "readings" USING btree ("visitor_id");