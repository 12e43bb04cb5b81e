CREATE TABLE "email_automation_runs" (
	"automation_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_automation_runs_automation_id_subscriber_id_pk" PRIMARY KEY("automation_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "email_automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"steps" jsonb NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_automation_runs" ADD CONSTRAINT "email_automation_runs_automation_id_email_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."email_automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_automation_runs" ADD CONSTRAINT "email_automation_runs_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_automation_runs" ADD CONSTRAINT "email_automation_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_automations" ADD CONSTRAINT "email_automations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_automations" ADD CONSTRAINT "email_automations_list_id_email_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."email_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_automation_runs_due_idx" ON "email_automation_runs" USING btree ("status","next_at");--> statement-breakpoint
CREATE INDEX "email_automations_list_idx" ON "email_automations" USING btree ("list_id");