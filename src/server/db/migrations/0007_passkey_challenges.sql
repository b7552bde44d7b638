CREATE TABLE "operator_passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"operator_id" bigint,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_passkeys" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "operator_passkeys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_passkey_challenges" ADD CONSTRAINT "operator_passkey_challenges_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;