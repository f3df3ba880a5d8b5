ALTER TABLE "community_events" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "place_url" text;