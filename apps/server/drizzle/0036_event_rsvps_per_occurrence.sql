ALTER TABLE "community_event_rsvps" DROP CONSTRAINT "community_event_rsvps_event_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "community_event_rsvps" ALTER COLUMN "occurrence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "community_event_rsvps" ADD CONSTRAINT "community_event_rsvps_event_id_occurrence_user_id_pk" PRIMARY KEY("event_id","occurrence","user_id");