ALTER TABLE "social_media" ADD COLUMN "stored_in" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_files" ADD COLUMN "stored_in" text DEFAULT 'database' NOT NULL;