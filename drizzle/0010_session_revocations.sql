CREATE TABLE "session_revocations" (
	"token" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_revocations_revoked_at_idx" ON "session_revocations" USING btree ("revoked_at");
--> statement-breakpoint
-- Every ended session (sign-out, revocation, password change or reset, account deletion: all of
-- them delete the session row) is recorded and announced to every app instance (decision 002).
CREATE FUNCTION bloom_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_revocations (token) VALUES (OLD.token) ON CONFLICT (token) DO NOTHING;
  DELETE FROM session_revocations WHERE revoked_at < now() - interval '1 day';
  PERFORM pg_notify('session_revoked', OLD.token);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION bloom_session_revoked();
