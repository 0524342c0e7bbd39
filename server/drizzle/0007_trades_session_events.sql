ALTER TABLE "sessions" ADD COLUMN "trade" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trade" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
-- Every change of a session's status is announced on channel 'session_events' (LISTEN/NOTIFY), whichever
-- process or code path made it: app processes push it to the owner's browser over server-sent events.
CREATE OR REPLACE FUNCTION notify_session_event() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_events', json_build_object('userId', NEW.user_id, 'sessionId', NEW.id, 'status', NEW.status)::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER sessions_insert_notify AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_event();--> statement-breakpoint
CREATE TRIGGER sessions_status_notify AFTER UPDATE OF status ON sessions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION notify_session_event();
