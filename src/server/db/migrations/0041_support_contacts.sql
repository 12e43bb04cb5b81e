CREATE TABLE "support_contacts" (
	"id" text PRIMARY KEY DEFAULT 'instance' NOT NULL,
	"email_address" text,
	"email_hours" text,
	"priority_address" text,
	"priority_hours" text,
	"phone_number" text,
	"phone_hours" text,
	"manager_name" text,
	"manager_email" text,
	"manager_phone" text,
	"onboarding_url" text,
	"onboarding_email" text,
	"onboarding_note" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_contacts_one_row" CHECK ("support_contacts"."id" = 'instance')
);
--> statement-breakpoint
ALTER TABLE "support_contacts" ADD CONSTRAINT "support_contacts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;