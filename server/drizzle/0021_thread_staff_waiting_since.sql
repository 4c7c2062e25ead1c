ALTER TABLE "message_threads" ADD COLUMN "staff_waiting_since" timestamp with time zone;--> statement-breakpoint
-- Threads that wait now: the oldest student message after the team's read marker and its last
-- reply (what the dashboard's unanswered-messages query computed on every request until now).
UPDATE "message_threads" t SET "staff_waiting_since" = w.since
FROM (
  SELECT m.thread_id, min(m.created_at) AS since
  FROM "messages" m
  JOIN "message_threads" mt ON mt.id = m.thread_id
  WHERE m.sender_role = 'student'
    AND m.created_at > coalesce(greatest(mt.staff_read_at, (
      SELECT max(r.created_at) FROM "messages" r
      WHERE r.thread_id = m.thread_id AND r.sender_role = 'admin')), '-infinity'::timestamptz)
  GROUP BY m.thread_id
) w
WHERE w.thread_id = t.id;--> statement-breakpoint
CREATE INDEX "message_threads_staff_waiting_idx" ON "message_threads" USING btree ("staff_waiting_since","id") WHERE "message_threads"."status" = 'active' and "message_threads"."staff_waiting_since" is not null;
