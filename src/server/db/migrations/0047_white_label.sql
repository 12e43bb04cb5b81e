CREATE TABLE "workspace_branding" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"logo_key" text,
	"logo_type" text,
	"logo" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_branding_logo_key_unique" UNIQUE("logo_key")
);
--> statement-breakpoint
ALTER TABLE "workspace_branding" ADD CONSTRAINT "workspace_branding_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;