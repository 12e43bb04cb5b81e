CREATE TABLE "social_removed_posts" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"went_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_removed_posts" ADD CONSTRAINT "social_removed_posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_removed_posts_workspace_idx" ON "social_removed_posts" USING btree ("workspace_id","went_out_at");