CREATE TABLE "email_sender_smtp" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"from_address" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_sender_smtp" ADD CONSTRAINT "email_sender_smtp_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sender_smtp" ADD CONSTRAINT "email_sender_smtp_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;