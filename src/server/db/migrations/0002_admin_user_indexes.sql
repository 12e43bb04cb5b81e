CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_email_prefix_idx" ON "user" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_name_prefix_idx" ON "user" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_role_idx" ON "user" USING btree ("role");