ALTER TABLE "users" ADD COLUMN "search_language" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_threads_search_english_idx" ON "forum_threads" USING gin (to_tsvector('english'::regconfig, coalesce("title", '') || ' ' || "text"));--> statement-breakpoint
CREATE INDEX "forum_threads_search_spanish_idx" ON "forum_threads" USING gin (to_tsvector('spanish'::regconfig, coalesce("title", '') || ' ' || "text"));--> statement-breakpoint
CREATE INDEX "forum_threads_search_german_idx" ON "forum_threads" USING gin (to_tsvector('german'::regconfig, coalesce("title", '') || ' ' || "text"));--> statement-breakpoint
CREATE INDEX "forum_threads_search_french_idx" ON "forum_threads" USING gin (to_tsvector('french'::regconfig, coalesce("title", '') || ' ' || "text"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_search_language_check" CHECK ("users"."search_language" in ('auto', 'english', 'spanish', 'german', 'french'));