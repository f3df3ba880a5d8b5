ALTER TABLE "forum_threads" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_threads_search_idx" ON "forum_threads" USING gin (to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || "text"));--> statement-breakpoint
CREATE INDEX "journal_entries_tags_idx" ON "journal_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "journal_entries_search_idx" ON "journal_entries" USING gin (to_tsvector('simple'::regconfig, "title" || ' ' || "content"));