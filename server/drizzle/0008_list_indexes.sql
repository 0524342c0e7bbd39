-- A user's sessions newest first with ties by id (the list's order and its cursor) straight from the index;
-- the score beside each report's session id, so lists and figures never touch the report's JSON.
CREATE INDEX "sessions_user_created_id_idx" ON "sessions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_session_score_idx" ON "reports" USING btree ("session_id","overall_score");--> statement-breakpoint
DROP INDEX "sessions_user_created_idx";
