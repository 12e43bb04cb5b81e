CREATE TABLE "analytics_weekly_summaries" (
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_weekly_summaries_project_id_user_id_week_pk" PRIMARY KEY("project_id","user_id","week")
);
--> statement-breakpoint
ALTER TABLE "analytics_weekly_summaries" ADD CONSTRAINT "analytics_weekly_summaries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_weekly_summaries" ADD CONSTRAINT "analytics_weekly_summaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;