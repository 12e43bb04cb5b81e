CREATE TABLE "setup_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"stored_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "setup_uploads" ADD CONSTRAINT "setup_uploads_analysis_id_website_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."website_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_uploads" ADD CONSTRAINT "setup_uploads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setup_uploads_analysis_idx" ON "setup_uploads" USING btree ("analysis_id");