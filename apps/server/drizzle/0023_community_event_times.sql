ALTER TABLE "community_events" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "repeat" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "repeat_until" date;