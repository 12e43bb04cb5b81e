CREATE TABLE "monetization_lead_magnets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"allowance_workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"list_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"link_url" text,
	"file_name" text,
	"file_type" text,
	"file_bytes" "bytea",
	"file_size" integer,
	"heading_b" text,
	"split" smallint DEFAULT 50 NOT NULL,
	"test_started_at" timestamp with time zone,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monetization_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"magnet_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"email" text NOT NULL,
	"variant" smallint DEFAULT 0 NOT NULL,
	"click_id" text,
	"content_id" uuid,
	"joined_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monetization_clicks" (
	"click_id" text PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"visitor_id" bigint NOT NULL,
	"variant" smallint DEFAULT 0 NOT NULL,
	"content_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monetization_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"program_id" uuid,
	"product_id" uuid,
	"lead_magnet_id" uuid,
	"destination" text NOT NULL,
	"variant_b" text,
	"split" smallint DEFAULT 50 NOT NULL,
	"test_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monetization_links_one_owner" CHECK (num_nonnulls("monetization_links"."program_id", "monetization_links"."product_id", "monetization_links"."lead_magnet_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "monetization_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monetization_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"commission" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"attribution" text DEFAULT 'last' NOT NULL,
	"postback_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monetization_revenue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"source" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"stream" text NOT NULL,
	"program_id" uuid,
	"product_id" uuid,
	"service_id" uuid,
	"click_id" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monetization_service_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"started_on" date NOT NULL,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monetization_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monetization_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"analytics_revenue" boolean DEFAULT true NOT NULL,
	"store_streams" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_list_members" ADD COLUMN "signup_source" text;--> statement-breakpoint
ALTER TABLE "commerce_sales" ADD COLUMN "click_ref" text;--> statement-breakpoint
ALTER TABLE "commerce_sales" ADD COLUMN "product_ref" text;--> statement-breakpoint
ALTER TABLE "commerce_sales" ADD COLUMN "refund_of" text;--> statement-breakpoint
ALTER TABLE "monetization_lead_magnets" ADD CONSTRAINT "monetization_lead_magnets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_leads" ADD CONSTRAINT "monetization_leads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_leads" ADD CONSTRAINT "monetization_leads_magnet_id_monetization_lead_magnets_id_fk" FOREIGN KEY ("magnet_id") REFERENCES "public"."monetization_lead_magnets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_clicks" ADD CONSTRAINT "monetization_clicks_link_id_monetization_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."monetization_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_clicks" ADD CONSTRAINT "monetization_clicks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_links" ADD CONSTRAINT "monetization_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_links" ADD CONSTRAINT "monetization_links_program_id_monetization_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."monetization_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_links" ADD CONSTRAINT "monetization_links_product_id_monetization_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."monetization_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_links" ADD CONSTRAINT "monetization_links_lead_magnet_id_monetization_lead_magnets_id_fk" FOREIGN KEY ("lead_magnet_id") REFERENCES "public"."monetization_lead_magnets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_products" ADD CONSTRAINT "monetization_products_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_programs" ADD CONSTRAINT "monetization_programs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_revenue" ADD CONSTRAINT "monetization_revenue_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_revenue" ADD CONSTRAINT "monetization_revenue_program_id_monetization_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."monetization_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_revenue" ADD CONSTRAINT "monetization_revenue_product_id_monetization_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."monetization_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_revenue" ADD CONSTRAINT "monetization_revenue_service_id_monetization_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."monetization_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_revenue" ADD CONSTRAINT "monetization_revenue_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_service_clients" ADD CONSTRAINT "monetization_service_clients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_service_clients" ADD CONSTRAINT "monetization_service_clients_service_id_monetization_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."monetization_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_services" ADD CONSTRAINT "monetization_services_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_settings" ADD CONSTRAINT "monetization_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monetization_lead_magnets_slug_idx" ON "monetization_lead_magnets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "monetization_lead_magnets_workspace_idx" ON "monetization_lead_magnets" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monetization_leads_magnet_subscriber_idx" ON "monetization_leads" USING btree ("magnet_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "monetization_leads_workspace_idx" ON "monetization_leads" USING btree ("workspace_id","joined_at");--> statement-breakpoint
CREATE INDEX "monetization_clicks_link_idx" ON "monetization_clicks" USING btree ("link_id","occurred_at");--> statement-breakpoint
CREATE INDEX "monetization_clicks_visitor_idx" ON "monetization_clicks" USING btree ("workspace_id","visitor_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monetization_links_slug_idx" ON "monetization_links" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "monetization_links_program_idx" ON "monetization_links" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monetization_links_product_idx" ON "monetization_links" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monetization_links_lead_magnet_idx" ON "monetization_links" USING btree ("lead_magnet_id");--> statement-breakpoint
CREATE INDEX "monetization_links_workspace_idx" ON "monetization_links" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "monetization_products_workspace_idx" ON "monetization_products" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "monetization_programs_workspace_idx" ON "monetization_programs" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monetization_revenue_dedupe_idx" ON "monetization_revenue" USING btree ("workspace_id","source","dedupe_key");--> statement-breakpoint
CREATE INDEX "monetization_revenue_workspace_idx" ON "monetization_revenue" USING btree ("workspace_id","occurred_at");--> statement-breakpoint
CREATE INDEX "monetization_revenue_program_idx" ON "monetization_revenue" USING btree ("program_id","occurred_at");--> statement-breakpoint
CREATE INDEX "monetization_service_clients_service_idx" ON "monetization_service_clients" USING btree ("service_id","started_on");--> statement-breakpoint
CREATE INDEX "monetization_services_workspace_idx" ON "monetization_services" USING btree ("workspace_id","created_at");