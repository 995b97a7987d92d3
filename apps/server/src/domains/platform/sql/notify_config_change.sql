-- Any change to a merchant's configuration tells every server instance to drop its cached copy
-- (the khela_config channel); a trigger on each configuration table runs it per statement.
CREATE OR REPLACE FUNCTION notify_config_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khela_config', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
