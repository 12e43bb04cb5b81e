CREATE TABLE "social_engagement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"network" text NOT NULL,
	"remote_id" text NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"author_url" text,
	"message" text NOT NULL,
	"url" text NOT NULL,
	"target_id" uuid,
	"happened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_metric_snapshots" (
	"target_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"impressions" integer,
	CONSTRAINT "social_metric_snapshots_target_id_day_pk" PRIMARY KEY("target_id","day")
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "engagement_cursor" text;--> statement-breakpoint
ALTER TABLE "social_engagement" ADD CONSTRAINT "social_engagement_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_engagement" ADD CONSTRAINT "social_engagement_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_engagement" ADD CONSTRAINT "social_engagement_target_id_social_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."social_post_targets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_metric_snapshots" ADD CONSTRAINT "social_metric_snapshots_target_id_social_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."social_post_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_metric_snapshots" ADD CONSTRAINT "social_metric_snapshots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_engagement_remote_idx" ON "social_engagement" USING btree ("account_id","remote_id");--> statement-breakpoint
CREATE INDEX "social_engagement_workspace_idx" ON "social_engagement" USING btree ("workspace_id","happened_at");--> statement-breakpoint
CREATE INDEX "social_metric_snapshots_workspace_idx" ON "social_metric_snapshots" USING btree ("workspace_id","day");