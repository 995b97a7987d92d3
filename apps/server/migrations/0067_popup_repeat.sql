-- When a closed news popup may show its notices again: the next browser session, or the next
-- day in the merchant's time zone (the platform desk chooses, per merchant).
ALTER TABLE merchant_settings ADD COLUMN popup_repeat text NOT NULL DEFAULT 'session'
  CHECK (popup_repeat IN ('session', 'day'));
