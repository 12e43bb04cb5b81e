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
ALTER TABLE "seo_competitor_analyses" ADD CONSTRAINT "seo_competitor_analyses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_competitor_analyses" ADD CONSTRAINT "seo_competitor_analyses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_domain_metrics" ADD CONSTRAINT "seo_domain_metrics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_metrics" ADD CONSTRAINT "seo_keyword_metrics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_research" ADD CONSTRAINT "seo_keyword_research_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_research" ADD CONSTRAINT "seo_keyword_research_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_competitor_analyses_workspace_idx" ON "seo_competitor_analyses" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_competitor_analyses_one_under_way" ON "seo_competitor_analyses" USING btree ("workspace_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "seo_keyword_research_workspace_idx" ON "seo_keyword_research" USING btree ("workspace_id","created_at");