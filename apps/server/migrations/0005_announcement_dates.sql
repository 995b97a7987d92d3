-- Notices show when they were published: the schedule start, or when they were written.
ALTER TABLE announcements ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
