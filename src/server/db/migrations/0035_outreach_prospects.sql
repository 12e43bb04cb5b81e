CREATE TABLE "outreach_prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"page_url" text NOT NULL,
	"site_name" text,
	"niche" text DEFAULT '' NOT NULL,
	"authority" integer,
	"traffic" integer,
	"opportunity" text,
	"status" text DEFAULT 'new' NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"socials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discovery_status" text DEFAULT 'queued' NOT NULL,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"discovery_error" text,
	"discovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outreach_prospects" ADD CONSTRAINT "outreach_prospects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_prospects_domain_idx" ON "outreach_prospects" USING btree ("workspace_id","domain");--> statement-breakpoint
CREATE INDEX "outreach_prospects_workspace_idx" ON "outreach_prospects" USING btree ("workspace_id","created_at");