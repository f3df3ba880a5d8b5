-- Answers are per occurrence now (issue 44). An answer given before kept the whole series: it moves
-- to the event's next occurrence from today (a one-off event's own date; a series that has ended:
-- its first date), so what members said still shows on the occurrence they will meet next.
WITH next_day AS (
  SELECT
    "id",
    CASE
      WHEN "repeat" = 'weekly' AND "date" < CURRENT_DATE
        THEN "date" + 7 * CEIL((CURRENT_DATE - "date") / 7.0)::int
      WHEN "repeat" = 'monthly' AND "date" < CURRENT_DATE
        THEN ("date" + make_interval(months => (
          (EXTRACT(YEAR FROM CURRENT_DATE)::int - EXTRACT(YEAR FROM "date")::int) * 12
          + EXTRACT(MONTH FROM CURRENT_DATE)::int - EXTRACT(MONTH FROM "date")::int
          + CASE WHEN EXTRACT(DAY FROM CURRENT_DATE) > EXTRACT(DAY FROM "date") THEN 1 ELSE 0 END
        )))::date
      ELSE "date"
    END AS "day",
    "date",
    "repeat_until"
  FROM "community_events"
)
UPDATE "community_event_rsvps" AS r
SET "occurrence" = CASE
  WHEN n."repeat_until" IS NOT NULL AND n."day" > n."repeat_until" THEN n."date"
  ELSE n."day"
END
FROM next_day AS n
WHERE r."event_id" = n."id" AND r."occurrence" IS NULL;
