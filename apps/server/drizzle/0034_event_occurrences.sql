ALTER TABLE "community_event_rsvps" ADD COLUMN "occurrence" date;--> statement-breakpoint
ALTER TABLE "community_event_rsvps" ADD COLUMN "waiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "cancelled_dates" text[] DEFAULT '{}'::text[] NOT NULL;