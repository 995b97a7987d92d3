-- The loyalty programmes' configuration (VIP settings and levels, the rebate's settings,
-- missions, published promotions and their texts) is cached by every server instance with the
-- merchant's own: a change tells them all to drop it, as for the merchant's configuration.
DO $$
DECLARE
  table_name text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY[
    'vip_settings', 'vip_levels', 'rebate_settings', 'missions', 'promotions', 'promotion_texts'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_config_change()',
      table_name || '_notify', table_name);
  END LOOP;
END;
$$;
