-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "readings_email_trgm_idx" ON "readings" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "readings_name_trgm_idx" ON "readings" USING gin (lower("name") gin_trgm_ops);