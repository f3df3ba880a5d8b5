-- Messages delivered before senders and subjects existed come from the server ('system', 'WeGrow');
-- the two system messages get their titles, any other message its first words (at most 60 characters).
ALTER TABLE "inbox_messages" ADD COLUMN "sender_kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "sender_name" text DEFAULT 'WeGrow' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "subject" text DEFAULT 'Message' NOT NULL;--> statement-breakpoint
UPDATE "inbox_messages" SET "subject" = CASE
  WHEN "content" = 'Welcome to WeGrow! Start with the Smart Journal or the Meal Planner.' THEN 'Welcome to WeGrow'
  WHEN "content" = 'Your password was changed. If this was not you, reset your password right away.' THEN 'Your password was changed'
  ELSE coalesce(nullif(
    CASE
      WHEN char_length(btrim(regexp_replace("content", '\s+', ' ', 'g'))) <= 60
        THEN btrim(regexp_replace("content", '\s+', ' ', 'g'))
      ELSE rtrim(left(btrim(regexp_replace("content", '\s+', ' ', 'g')), 59)) || '…'
    END, ''), 'Message')
END;--> statement-breakpoint
ALTER TABLE "inbox_messages" ALTER COLUMN "sender_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "inbox_messages" ALTER COLUMN "sender_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "inbox_messages" ALTER COLUMN "subject" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_sender_kind_check" CHECK ("inbox_messages"."sender_kind" in ('system', 'community', 'person'));
