CREATE TABLE "social_media_pieces" (
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "social_media_pieces_media_id_position_pk" PRIMARY KEY("media_id","position")
);
--> statement-breakpoint
-- Video does not compress, and uncompressed a range of a piece is read without the rest of it.
ALTER TABLE "social_media_pieces" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "social_media" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_media" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "social_media_pieces" ADD CONSTRAINT "social_media_pieces_media_id_social_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."social_media"("id") ON DELETE cascade ON UPDATE no action;