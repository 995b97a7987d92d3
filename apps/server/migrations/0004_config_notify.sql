-- Any change to merchant configuration tells every server instance to drop its cached copy.
CREATE FUNCTION notify_config_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khela_config', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  table_name text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY[
    'merchants', 'merchant_domains', 'merchant_settings', 'whitelabel_flags',
    'maintenance_windows', 'region_rules', 'registration_fields', 'customer_services',
    'resources', 'licences'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_config_change()',
      table_name || '_notify', table_name);
  END LOOP;
END;
$$;
