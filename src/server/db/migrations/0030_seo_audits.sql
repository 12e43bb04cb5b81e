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
ALTER TABLE "seo_audits" ADD CONSTRAINT "seo_audits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_audits" ADD CONSTRAINT "seo_audits_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_first_audit_id_seo_audits_id_fk" FOREIGN KEY ("first_audit_id") REFERENCES "public"."seo_audits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_last_audit_id_seo_audits_id_fk" FOREIGN KEY ("last_audit_id") REFERENCES "public"."seo_audits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_fixed_by_user_user_id_fk" FOREIGN KEY ("fixed_by_user") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_audits_site_idx" ON "seo_audits" USING btree ("workspace_id","site","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_audits_one_under_way" ON "seo_audits" USING btree ("workspace_id","site") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "seo_issues_page_check" ON "seo_issues" USING btree ("workspace_id","site","check","page");--> statement-breakpoint
CREATE INDEX "seo_issues_list_idx" ON "seo_issues" USING btree ("workspace_id","site","status","priority");