-- The logins made before logins were recorded (issue 43): one per refresh-token family, with no
-- user agent, signed in at its first token and last active at its newest.
INSERT INTO "logins" ("family_id", "user_id", "user_agent", "signed_in_at", "last_active_at")
SELECT "family_id", min("user_id"), NULL, min("created_at"), max("created_at")
FROM "refresh_tokens"
GROUP BY "family_id"
ON CONFLICT ("family_id") DO NOTHING;
