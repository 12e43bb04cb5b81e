CREATE TABLE "seo_backlinks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"opportunity_id" uuid,
	"site" text NOT NULL,
	"source_url" text NOT NULL,
	"target_url" text NOT NULL,
	"anchor_text" text NOT NULL,
	"rel" text NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"first_verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lost_at" timestamp with time zone,
	"check_error" text,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "seo_link_opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid,
	"site" text NOT NULL,
	"domain" text NOT NULL,
	"page" text NOT NULL,
	"type" text NOT NULL,
	"relevance" integer NOT NULL,
	"authority" integer,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contacted_at" timestamp with time zone,
	"acquired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seo_link_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"project_id" uuid,
	"site" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"found" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seo_rank_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracked_keyword_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"checked_on" date NOT NULL,
	"position" integer,
	"url" text,
	"competitors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_tracked_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" text,
	"keyword" text NOT NULL,
	"country" text NOT NULL,
	"device" text NOT NULL,
	"position" integer,
	"previous_position" integer,
	"url" text,
	"competitors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_on" date,
	"checked_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seo_backlinks" ADD CONSTRAINT "seo_backlinks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_backlinks" ADD CONSTRAINT "seo_backlinks_opportunity_id_seo_link_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."seo_link_opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_backlinks" ADD CONSTRAINT "seo_backlinks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_opportunities" ADD CONSTRAINT "seo_link_opportunities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_searches" ADD CONSTRAINT "seo_link_searches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_searches" ADD CONSTRAINT "seo_link_searches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_rank_checks" ADD CONSTRAINT "seo_rank_checks_tracked_keyword_id_seo_tracked_keywords_id_fk" FOREIGN KEY ("tracked_keyword_id") REFERENCES "public"."seo_tracked_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_rank_checks" ADD CONSTRAINT "seo_rank_checks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_tracked_keywords" ADD CONSTRAINT "seo_tracked_keywords_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_tracked_keywords" ADD CONSTRAINT "seo_tracked_keywords_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_backlinks_source" ON "seo_backlinks" USING btree ("workspace_id","site","source_url");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_link_opportunities_page" ON "seo_link_opportunities" USING btree ("workspace_id","site","page");--> statement-breakpoint
CREATE INDEX "seo_link_searches_workspace_idx" ON "seo_link_searches" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_link_searches_one_under_way" ON "seo_link_searches" USING btree ("workspace_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "seo_rank_checks_one_a_day" ON "seo_rank_checks" USING btree ("tracked_keyword_id","checked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_tracked_keywords_unique" ON "seo_tracked_keywords" USING btree ("workspace_id","project_id","keyword","country","device");--> statement-breakpoint
CREATE INDEX "seo_tracked_keywords_due_idx" ON "seo_tracked_keywords" USING btree ("checked_on");