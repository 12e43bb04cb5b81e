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
CREATE TABLE "seo_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"trigger" text DEFAULT 'user' NOT NULL,
	"site" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"page_budget" integer NOT NULL,
	"pages_crawled" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seo_competitor_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"project_id" uuid,
	"site" text NOT NULL,
	"url" text NOT NULL,
	"named" jsonb NOT NULL,
	"competitor_limit" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seo_domain_metrics" (
	"workspace_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"authority" integer,
	"backlinks" bigint,
	"referring_domains" bigint,
	"traffic" bigint,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_domain_metrics_workspace_id_domain_pk" PRIMARY KEY("workspace_id","domain")
);
--> statement-breakpoint
CREATE TABLE "seo_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"site" text NOT NULL,
	"check" text NOT NULL,
	"page" text NOT NULL,
	"detail" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_audit_id" uuid,
	"last_audit_id" uuid,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fixed_at" timestamp with time zone,
	"fixed_by" text,
	"fixed_by_user" text
);
--> statement-breakpoint
CREATE TABLE "seo_keyword_metrics" (
	"workspace_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"location_code" integer NOT NULL,
	"language_code" text NOT NULL,
	"volume" integer,
	"difficulty_score" integer,
	"cpc" double precision,
	"trend" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_keyword_metrics_workspace_id_keyword_location_code_language_code_pk" PRIMARY KEY("workspace_id","keyword","location_code","language_code")
);
--> statement-breakpoint
CREATE TABLE "seo_keyword_research" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"project_id" uuid,
	"term" text NOT NULL,
	"ideas" jsonb NOT NULL,
	"provider" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_search_console_connect_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_search_console_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"connected_by" text,
	"refresh_token" text NOT NULL,
	"access_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"site_url" text,
	"problem" text,
	"imported_from" date,
	"imported_to" date,
	"imported_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_search_console_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"query" text NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"ctr" double precision NOT NULL,
	"position" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seo_backlinks" ADD CONSTRAINT "seo_backlinks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_backlinks" ADD CONSTRAINT "seo_backlinks_opportunity_id_seo_link_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."seo_link_opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_backlinks" ADD CONSTRAINT "seo_backlinks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_opportunities" ADD CONSTRAINT "seo_link_opportunities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_opportunities" ADD CONSTRAINT "seo_link_opportunities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_searches" ADD CONSTRAINT "seo_link_searches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_searches" ADD CONSTRAINT "seo_link_searches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_link_searches" ADD CONSTRAINT "seo_link_searches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_rank_checks" ADD CONSTRAINT "seo_rank_checks_tracked_keyword_id_seo_tracked_keywords_id_fk" FOREIGN KEY ("tracked_keyword_id") REFERENCES "public"."seo_tracked_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_rank_checks" ADD CONSTRAINT "seo_rank_checks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_tracked_keywords" ADD CONSTRAINT "seo_tracked_keywords_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_tracked_keywords" ADD CONSTRAINT "seo_tracked_keywords_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_tracked_keywords" ADD CONSTRAINT "seo_tracked_keywords_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_audits" ADD CONSTRAINT "seo_audits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_audits" ADD CONSTRAINT "seo_audits_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_competitor_analyses" ADD CONSTRAINT "seo_competitor_analyses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_competitor_analyses" ADD CONSTRAINT "seo_competitor_analyses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_competitor_analyses" ADD CONSTRAINT "seo_competitor_analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_domain_metrics" ADD CONSTRAINT "seo_domain_metrics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_first_audit_id_seo_audits_id_fk" FOREIGN KEY ("first_audit_id") REFERENCES "public"."seo_audits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_last_audit_id_seo_audits_id_fk" FOREIGN KEY ("last_audit_id") REFERENCES "public"."seo_audits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_fixed_by_user_user_id_fk" FOREIGN KEY ("fixed_by_user") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_metrics" ADD CONSTRAINT "seo_keyword_metrics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_research" ADD CONSTRAINT "seo_keyword_research_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_research" ADD CONSTRAINT "seo_keyword_research_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_research" ADD CONSTRAINT "seo_keyword_research_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_search_console_connect_requests" ADD CONSTRAINT "seo_search_console_connect_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_search_console_connect_requests" ADD CONSTRAINT "seo_search_console_connect_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_search_console_connect_requests" ADD CONSTRAINT "seo_search_console_connect_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_search_console_connections" ADD CONSTRAINT "seo_search_console_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_search_console_connections" ADD CONSTRAINT "seo_search_console_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_search_console_connections" ADD CONSTRAINT "seo_search_console_connections_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_search_console_rows" ADD CONSTRAINT "seo_search_console_rows_connection_id_seo_search_console_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."seo_search_console_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_search_console_rows" ADD CONSTRAINT "seo_search_console_rows_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_backlinks_source" ON "seo_backlinks" USING btree ("workspace_id","site","source_url");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_link_opportunities_page" ON "seo_link_opportunities" USING btree ("workspace_id","site","page");--> statement-breakpoint
CREATE INDEX "seo_link_searches_workspace_idx" ON "seo_link_searches" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_link_searches_one_under_way" ON "seo_link_searches" USING btree ("workspace_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "seo_rank_checks_one_a_day" ON "seo_rank_checks" USING btree ("tracked_keyword_id","checked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_tracked_keywords_unique" ON "seo_tracked_keywords" USING btree ("workspace_id","project_id","keyword","country","device");--> statement-breakpoint
CREATE INDEX "seo_tracked_keywords_due_idx" ON "seo_tracked_keywords" USING btree ("checked_on");--> statement-breakpoint
CREATE INDEX "seo_audits_site_idx" ON "seo_audits" USING btree ("workspace_id","site","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_audits_one_under_way" ON "seo_audits" USING btree ("workspace_id","site") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "seo_competitor_analyses_workspace_idx" ON "seo_competitor_analyses" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_competitor_analyses_one_under_way" ON "seo_competitor_analyses" USING btree ("workspace_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "seo_issues_page_check" ON "seo_issues" USING btree ("workspace_id","site","check","page");--> statement-breakpoint
CREATE INDEX "seo_issues_list_idx" ON "seo_issues" USING btree ("workspace_id","site","status","priority");--> statement-breakpoint
CREATE INDEX "seo_keyword_research_workspace_idx" ON "seo_keyword_research" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "seo_search_console_connect_requests_expiry_idx" ON "seo_search_console_connect_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_search_console_connections_project_idx" ON "seo_search_console_connections" USING btree ("workspace_id","project_id");--> statement-breakpoint
CREATE INDEX "seo_search_console_rows_clicks_idx" ON "seo_search_console_rows" USING btree ("connection_id","clicks");