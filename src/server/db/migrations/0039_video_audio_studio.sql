CREATE TABLE "studio_audio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"script" text NOT NULL,
	"target_seconds" integer NOT NULL,
	"voice" text NOT NULL,
	"speed" double precision DEFAULT 1 NOT NULL,
	"wav" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	"wav_file_id" uuid,
	"duration_ms" integer,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_file_pieces" (
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "studio_file_pieces_file_id_position_pk" PRIMARY KEY("file_id","position")
);
--> statement-breakpoint
-- Video does not compress, and uncompressed a range of a piece is read without the rest of it (as social_media_pieces).
ALTER TABLE "studio_file_pieces" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE TABLE "studio_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"allowance_workspace_id" uuid NOT NULL,
	"created_by" text,
	"origin" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"allowance_workspace_id" uuid NOT NULL,
	"allowance_is_admin" boolean DEFAULT false NOT NULL,
	"video_id" uuid,
	"audio_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid,
	"created_by" text,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"template" text,
	"timeline" jsonb NOT NULL,
	"voice" text NOT NULL,
	"speed" double precision DEFAULT 1 NOT NULL,
	"rendered_from" text,
	"video_file_id" uuid,
	"thumbnail_file_id" uuid,
	"captions_file_id" uuid,
	"storyboard_file_id" uuid,
	"duration_ms" integer,
	"views" integer,
	"engagement" real,
	"published_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_audio" ADD CONSTRAINT "studio_audio_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_audio" ADD CONSTRAINT "studio_audio_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_audio" ADD CONSTRAINT "studio_audio_file_id_studio_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."studio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_audio" ADD CONSTRAINT "studio_audio_wav_file_id_studio_files_id_fk" FOREIGN KEY ("wav_file_id") REFERENCES "public"."studio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_file_pieces" ADD CONSTRAINT "studio_file_pieces_file_id_studio_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."studio_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_files" ADD CONSTRAINT "studio_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_files" ADD CONSTRAINT "studio_files_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_renders" ADD CONSTRAINT "studio_renders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_renders" ADD CONSTRAINT "studio_renders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_renders" ADD CONSTRAINT "studio_renders_video_id_studio_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."studio_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_renders" ADD CONSTRAINT "studio_renders_audio_id_studio_audio_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."studio_audio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_videos" ADD CONSTRAINT "studio_videos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_videos" ADD CONSTRAINT "studio_videos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_videos" ADD CONSTRAINT "studio_videos_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_videos" ADD CONSTRAINT "studio_videos_video_file_id_studio_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."studio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_videos" ADD CONSTRAINT "studio_videos_thumbnail_file_id_studio_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."studio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_videos" ADD CONSTRAINT "studio_videos_captions_file_id_studio_files_id_fk" FOREIGN KEY ("captions_file_id") REFERENCES "public"."studio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_videos" ADD CONSTRAINT "studio_videos_storyboard_file_id_studio_files_id_fk" FOREIGN KEY ("storyboard_file_id") REFERENCES "public"."studio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_audio_workspace_idx" ON "studio_audio" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_files_workspace_idx" ON "studio_files" USING btree ("workspace_id","origin","created_at");--> statement-breakpoint
CREATE INDEX "studio_files_allowance_idx" ON "studio_files" USING btree ("allowance_workspace_id");--> statement-breakpoint
CREATE INDEX "studio_renders_workspace_idx" ON "studio_renders" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_renders_video_under_way" ON "studio_renders" USING btree ("video_id") WHERE status in ('queued', 'running') and video_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_renders_audio_under_way" ON "studio_renders" USING btree ("audio_id") WHERE status in ('queued', 'running') and audio_id is not null;--> statement-breakpoint
CREATE INDEX "studio_videos_workspace_idx" ON "studio_videos" USING btree ("workspace_id","created_at");