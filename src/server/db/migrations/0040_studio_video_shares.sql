CREATE TABLE "studio_video_shares" (
	"video_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_video_shares_video_id_media_id_pk" PRIMARY KEY("video_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "studio_video_shares" ADD CONSTRAINT "studio_video_shares_video_id_studio_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."studio_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_video_shares" ADD CONSTRAINT "studio_video_shares_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_video_shares_workspace_idx" ON "studio_video_shares" USING btree ("workspace_id");--> statement-breakpoint
ALTER TABLE "studio_videos" DROP COLUMN "views";--> statement-breakpoint
ALTER TABLE "studio_videos" DROP COLUMN "engagement";--> statement-breakpoint
ALTER TABLE "studio_videos" DROP COLUMN "published_at";--> statement-breakpoint
ALTER TABLE "studio_videos" DROP COLUMN "scheduled_at";