CREATE TABLE "email_monthly_sends" (
	"workspace_id" uuid NOT NULL,
	"month" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "email_monthly_sends_workspace_id_month_pk" PRIMARY KEY("workspace_id","month")
);
--> statement-breakpoint
ALTER TABLE "email_monthly_sends" ADD CONSTRAINT "email_monthly_sends_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_automation_runs_subscriber_idx" ON "email_automation_runs" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "email_sends_subscriber_idx" ON "email_sends" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "email_sends_workspace_status_idx" ON "email_sends" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "subscribers_workspace_created_idx" ON "subscribers" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "subscribers_email_idx" ON "subscribers" USING btree (lower("email"));