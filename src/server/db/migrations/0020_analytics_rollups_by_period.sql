ALTER TABLE "analytics_rollups" ALTER COLUMN "revenue" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
CREATE INDEX "analytics_rollups_project_bucket_idx" ON "analytics_rollups" USING btree ("project_id","bucket");