CREATE TABLE "bills_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"bills" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_saves" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"data" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lyra_chat" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"speaker" text NOT NULL,
	"message" text NOT NULL,
	"reply" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lyra_dreams" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lyra_soul" (
	"id" integer PRIMARY KEY NOT NULL,
	"tone" text NOT NULL,
	"style" text NOT NULL,
	"beliefs" jsonb NOT NULL,
	"memory" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farm_saves" ADD CONSTRAINT "farm_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_comments_thread_created_idx" ON "forum_comments" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_threads_created_idx" ON "forum_threads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lyra_chat_owner_created_idx" ON "lyra_chat" USING btree ("owner","created_at");