ALTER TABLE "outreach_enrollments" ALTER COLUMN "prospect_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_enrollments" ADD COLUMN "influencer_id" uuid;--> statement-breakpoint
ALTER TABLE "outreach_enrollments" ADD COLUMN "openings_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_enrollments" ADD CONSTRAINT "outreach_enrollments_influencer_id_outreach_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."outreach_influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_enrollments_open_influencer_idx" ON "outreach_enrollments" USING btree ("influencer_id") WHERE "outreach_enrollments"."state" in ('active', 'paused');--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_enrollments_campaign_influencer_idx" ON "outreach_enrollments" USING btree ("campaign_id","influencer_id");--> statement-breakpoint
CREATE INDEX "outreach_enrollments_openings_due_idx" ON "outreach_enrollments" USING btree ("created_at") WHERE "outreach_enrollments"."openings_due";--> statement-breakpoint
ALTER TABLE "outreach_enrollments" ADD CONSTRAINT "outreach_enrollments_one_recipient" CHECK (num_nonnulls("outreach_enrollments"."prospect_id", "outreach_enrollments"."influencer_id") = 1);