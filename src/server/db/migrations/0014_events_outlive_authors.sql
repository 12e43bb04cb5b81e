ALTER TABLE "user_events" DROP CONSTRAINT "user_events_created_by_user_id_fk";
--> statement-breakpoint
ALTER TABLE "user_events" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;