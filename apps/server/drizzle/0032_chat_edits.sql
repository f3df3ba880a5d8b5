ALTER TABLE "community_chat_events" DROP CONSTRAINT "community_chat_events_kind_check";--> statement-breakpoint
ALTER TABLE "community_chat_messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_chat_events" ADD CONSTRAINT "community_chat_events_kind_check" CHECK ("community_chat_events"."kind" in ('message', 'edited', 'deleted'));