CREATE TABLE "outreach_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"identity_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"contact_email" text NOT NULL,
	"time_zone" text,
	"state" text DEFAULT 'active' NOT NULL,
	"step_reached" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"resume_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"reply_text" text,
	"reply_label" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"opening" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"due_at" timestamp with time zone,
	"message_id" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"first_clicked_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_security" text NOT NULL,
	"smtp_username" text NOT NULL,
	"smtp_password_sealed" text NOT NULL,
	"imap_host" text,
	"imap_port" integer,
	"imap_tls" boolean DEFAULT true NOT NULL,
	"imap_username" text,
	"imap_password_sealed" text,
	"imap_uid_validity" integer,
	"imap_last_uid" integer DEFAULT 0 NOT NULL,
	"imap_checked_at" timestamp with time zone,
	"imap_error" text,
	"daily_cap" integer DEFAULT 30 NOT NULL,
	"send_window" jsonb NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_influencers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"handle_key" text NOT NULL,
	"profile_url" text,
	"followers" bigint,
	"engagement_rate" real,
	"niche" text DEFAULT '' NOT NULL,
	"rate" text DEFAULT '' NOT NULL,
	"email" text,
	"status" text DEFAULT 'Available' NOT NULL,
	"figures_source" text DEFAULT 'user' NOT NULL,
	"figures_read_at" timestamp with time zone,
	"figures_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_prospect_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"project_id" uuid,
	"type" text NOT NULL,
	"term" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"found" integer DEFAULT 0 NOT NULL,
	"sites_read" integer DEFAULT 0 NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outreach_prospects" ADD COLUMN "partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_campaigns" ADD CONSTRAINT "outreach_campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_campaigns" ADD CONSTRAINT "outreach_campaigns_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_campaigns" ADD CONSTRAINT "outreach_campaigns_identity_id_outreach_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."outreach_identities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_enrollments" ADD CONSTRAINT "outreach_enrollments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_enrollments" ADD CONSTRAINT "outreach_enrollments_campaign_id_outreach_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."outreach_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_enrollments" ADD CONSTRAINT "outreach_enrollments_prospect_id_outreach_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."outreach_prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_messages" ADD CONSTRAINT "outreach_messages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_messages" ADD CONSTRAINT "outreach_messages_campaign_id_outreach_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."outreach_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_messages" ADD CONSTRAINT "outreach_messages_enrollment_id_outreach_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."outreach_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_messages" ADD CONSTRAINT "outreach_messages_identity_id_outreach_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."outreach_identities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_suppressions" ADD CONSTRAINT "outreach_suppressions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_identities" ADD CONSTRAINT "outreach_identities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_identities" ADD CONSTRAINT "outreach_identities_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_influencers" ADD CONSTRAINT "outreach_influencers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_prospect_searches" ADD CONSTRAINT "outreach_prospect_searches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_prospect_searches" ADD CONSTRAINT "outreach_prospect_searches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_prospect_searches" ADD CONSTRAINT "outreach_prospect_searches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outreach_campaigns_workspace_idx" ON "outreach_campaigns" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_enrollments_open_idx" ON "outreach_enrollments" USING btree ("prospect_id") WHERE "outreach_enrollments"."state" in ('active', 'paused');--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_enrollments_campaign_prospect_idx" ON "outreach_enrollments" USING btree ("campaign_id","prospect_id");--> statement-breakpoint
CREATE INDEX "outreach_enrollments_workspace_idx" ON "outreach_enrollments" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_messages_step_idx" ON "outreach_messages" USING btree ("enrollment_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_messages_message_id_idx" ON "outreach_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outreach_messages_due_idx" ON "outreach_messages" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "outreach_messages_identity_idx" ON "outreach_messages" USING btree ("identity_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_suppressions_value_idx" ON "outreach_suppressions" USING btree ("workspace_id","value");--> statement-breakpoint
CREATE INDEX "outreach_identities_workspace_idx" ON "outreach_identities" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_influencers_handle_idx" ON "outreach_influencers" USING btree ("workspace_id","platform","handle_key");--> statement-breakpoint
CREATE INDEX "outreach_influencers_workspace_idx" ON "outreach_influencers" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "outreach_prospect_searches_workspace_idx" ON "outreach_prospect_searches" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_prospect_searches_one_under_way" ON "outreach_prospect_searches" USING btree ("workspace_id") WHERE status in ('queued', 'running');