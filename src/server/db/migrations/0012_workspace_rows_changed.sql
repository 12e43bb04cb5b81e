-- Every change to a workspace's projects or content sends a notice on the channel
-- workspace_rows_changed, "<table>:<workspace id>" ("<table>:*" for a TRUNCATE), at commit. The
-- embedded server listens and drops its cached lists of that workspace (src/server/db/workspace-reads.ts),
-- whoever wrote: a route, a job, the sample loader or a cascade. PostgreSQL folds repeated notices
-- within a transaction, so a bulk insert sends one per workspace.
CREATE FUNCTION notify_workspace_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('workspace_rows_changed', TG_TABLE_NAME || ':*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('workspace_rows_changed', TG_TABLE_NAME || ':' || OLD.workspace_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('workspace_rows_changed', TG_TABLE_NAME || ':' || NEW.workspace_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_rows_changed AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_rows_changed();--> statement-breakpoint
CREATE TRIGGER projects_truncated AFTER TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_rows_changed();--> statement-breakpoint
CREATE TRIGGER content_rows_changed AFTER INSERT OR UPDATE OR DELETE ON content
  FOR EACH ROW EXECUTE FUNCTION notify_workspace_rows_changed();--> statement-breakpoint
CREATE TRIGGER content_truncated AFTER TRUNCATE ON content
  FOR EACH STATEMENT EXECUTE FUNCTION notify_workspace_rows_changed();
