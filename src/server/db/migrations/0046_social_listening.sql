CREATE TABLE "social_listening_mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"monitor_id" uuid NOT NULL,
	"source" text NOT NULL,
	"remote_id" text NOT NULL,
	"author" text NOT NULL,
	"author_url" text,
	"text" text NOT NULL,
	"url" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"sentiment" text NOT NULL,
	"reply_ref" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_listening_monitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"terms" jsonb NOT NULL,
	"excluded_terms" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"mastodon_instance" text,
	"created_by" text,
	"spike_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_listening_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitor_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"found" integer,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "social_listening_mentions" ADD CONSTRAINT "social_listening_mentions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_listening_mentions" ADD CONSTRAINT "social_listening_mentions_monitor_id_social_listening_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."social_listening_monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_listening_monitors" ADD CONSTRAINT "social_listening_monitors_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_listening_monitors" ADD CONSTRAINT "social_listening_monitors_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_listening_runs" ADD CONSTRAINT "social_listening_runs_monitor_id_social_listening_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."social_listening_monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_listening_mentions_remote_idx" ON "social_listening_mentions" USING btree ("monitor_id","source","remote_id");--> statement-breakpoint
CREATE INDEX "social_listening_mentions_feed_idx" ON "social_listening_mentions" USING btree ("workspace_id","posted_at");--> statement-breakpoint
CREATE INDEX "social_listening_mentions_rate_idx" ON "social_listening_mentions" USING btree ("monitor_id","posted_at");--> statement-breakpoint
CREATE INDEX "social_listening_monitors_workspace_idx" ON "social_listening_monitors" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_listening_runs_slot_idx" ON "social_listening_runs" USING btree ("monitor_id","slot");--> statement-breakpoint
CREATE INDEX "social_listening_runs_latest_idx" ON "social_listening_runs" USING btree ("monitor_id","finished_at");