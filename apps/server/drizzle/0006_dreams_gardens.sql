CREATE TABLE "collective_dreams" (
	"id" serial PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"mantra" text NOT NULL,
	"count" integer NOT NULL,
	"source" text,
	"trigger" text NOT NULL,
	"slot" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collective_dreams_slot_key" UNIQUE("slot"),
	CONSTRAINT "collective_dreams_trigger_check" CHECK ("collective_dreams"."trigger" in ('nightly', 'start', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "dreams" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"vision" text NOT NULL,
	"mantra" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gardens" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"host_name" text NOT NULL,
	"host_id" integer,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"notes" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gardens_type_check" CHECK ("gardens"."type" in ('Blitz', 'Ongoing')),
	CONSTRAINT "gardens_status_check" CHECK ("gardens"."status" in ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "volunteer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"garden_id" integer NOT NULL,
	"volunteer_name" text NOT NULL,
	"volunteer_email" text,
	"volunteer_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "volunteer_requests_status_check" CHECK ("volunteer_requests"."status" in ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "dreams" ADD CONSTRAINT "dreams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gardens" ADD CONSTRAINT "gardens_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_requests" ADD CONSTRAINT "volunteer_requests_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_requests" ADD CONSTRAINT "volunteer_requests_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collective_dreams_created_idx" ON "collective_dreams" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dreams_updated_idx" ON "dreams" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "gardens_created_idx" ON "gardens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "volunteer_requests_garden_idx" ON "volunteer_requests" USING btree ("garden_id","id");