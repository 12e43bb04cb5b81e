-- More workspace lists are kept in memory until they change (ADR 049): the tables they read announce
-- their changes on workspace_rows_changed as projects and content do (0012), "<table>:<workspace id>",
-- or "<table>:*" when the workspace is not known (a TRUNCATE, a user's name). One notice per statement
-- and workspace, from the statement's changed rows (transition tables), so a batch of a thousand
-- inserted rows runs the trigger once, not a thousand times. TG_ARGV[0] names where a row's workspace
-- is: its workspace_id column or its project (analytics_events).
CREATE FUNCTION notify_workspace_statement_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  workspace_of text := TG_ARGV[0];
  changed_rows text := CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' OR workspace_of = 'unknown' THEN
    PERFORM pg_notify('workspace_rows_changed', TG_TABLE_NAME || ':*');
  ELSIF workspace_of = 'project' THEN
    EXECUTE format(
      'SELECT pg_notify(''workspace_rows_changed'', %L || '':'' || p.workspace_id) FROM projects p WHERE p.id IN (SELECT DISTINCT project_id FROM %I)',
      TG_TABLE_NAME, changed_rows);
  ELSE
    EXECUTE format(
      'SELECT pg_notify(''workspace_rows_changed'', %L || '':'' || changed.workspace) FROM (SELECT DISTINCT %I AS workspace FROM %I) changed',
      TG_TABLE_NAME, workspace_of, changed_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE PROCEDURE announce_workspace_changes(watched regclass, workspace_of text) LANGUAGE plpgsql AS $$
DECLARE
  name text := replace(watched::text, '"', '');
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_statement_changed(%L)', name || '_inserted', watched, workspace_of);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_statement_changed(%L)', name || '_updated', watched, workspace_of);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_statement_changed(%L)', name || '_deleted', watched, workspace_of);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_statement_changed(%L)', name || '_truncated', watched, workspace_of);
END
$$;--> statement-breakpoint
CALL announce_workspace_changes('social_posts', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('social_post_targets', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('email_lists', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('email_list_members', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('subscribers', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('email_campaigns', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('email_settings', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('analytics_goals', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('seo_tracked_keywords', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('campaigns', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('monetization_products', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('monetization_links', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('monetization_revenue', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('outreach_prospects', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('notifications', 'workspace_id');--> statement-breakpoint
CALL announce_workspace_changes('analytics_events', 'project');--> statement-breakpoint
DROP PROCEDURE announce_workspace_changes(regclass, text);--> statement-breakpoint
-- A user's name and e-mail show as the author of posts in every workspace they belong to.
CREATE TRIGGER user_named AFTER UPDATE OF name, email OR DELETE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_statement_changed('unknown');
