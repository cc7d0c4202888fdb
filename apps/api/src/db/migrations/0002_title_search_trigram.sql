-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "books_title_lower_idx";--> statement-breakpoint
DROP INDEX "lectures_title_lower_idx";--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lectures_title_trgm_idx" ON "lectures" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);