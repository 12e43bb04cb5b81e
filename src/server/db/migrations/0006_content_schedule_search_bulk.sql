CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "content_bulk_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"topics" text[] NOT NULL,
	"type" text NOT NULL,
	"tone" text NOT NULL,
	"platforms" text[] DEFAULT '{}' NOT NULL,
	"project_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"content_ids" uuid[] DEFAULT '{}' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "content" SET "search_text" = lower("title" || E'\n' || coalesce((SELECT string_agg(v #>> '{}', E'\n') FROM jsonb_path_query("body", 'strict $.** ? (@.type() == "string")') AS v), ''));--> statement-breakpoint
ALTER TABLE "content_bulk_generations" ADD CONSTRAINT "content_bulk_generations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_bulk_generations" ADD CONSTRAINT "content_bulk_generations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_workspace_scheduled_idx" ON "content" USING btree ("workspace_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "content_search_trgm_idx" ON "content" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);