CREATE TABLE "analytics_recommendations" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"source" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_recommendations" ADD CONSTRAINT "analytics_recommendations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;