-- The digits the site writes in Bengali: Latin (1, 2, 3) or Bengali (১, ২, ৩), one system on
-- every screen (English and Thai always use Latin). The platform desk chooses, per merchant.
ALTER TABLE merchant_settings ADD COLUMN digits text NOT NULL DEFAULT 'latn'
  CHECK (digits IN ('latn', 'beng'));
