-- Files stored before this change were counted where they were uploaded; they keep that allowance.
ALTER TABLE "setup_uploads" ADD COLUMN "allowance_workspace_id" uuid;--> statement-breakpoint
UPDATE "setup_uploads" SET "allowance_workspace_id" = "workspace_id";--> statement-breakpoint
ALTER TABLE "setup_uploads" ALTER COLUMN "allowance_workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_uploads" ADD CONSTRAINT "setup_uploads_allowance_workspace_id_workspaces_id_fk" FOREIGN KEY ("allowance_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_analyses_workspace_idx" ON "website_analyses" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "setup_uploads_allowance_idx" ON "setup_uploads" USING btree ("allowance_workspace_id");
