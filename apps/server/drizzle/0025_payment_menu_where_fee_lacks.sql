-- Enterprises whose fee banner shows (no balance left) get the payment menu its 去充值 leads to, as a
-- self-registered enterprise now does from its first day. An operator's own fee flag stays, and so
-- does a stored menu that is not a JSON object (the permissions skip it).
DO $$
DECLARE
  lacking integer;
BEGIN
  FOR lacking IN
    SELECT b.id FROM businesses b LEFT JOIN fee_accounts f ON f.business_id = b.id
    WHERE coalesce(f.balance_fen, 0) <= 0
  LOOP
    BEGIN
      INSERT INTO business_configs (business_id, key, value, updated_at)
      VALUES (lacking, 'menu', '{"fee":true}', now())
      ON CONFLICT (business_id, key) DO UPDATE
        SET value = (business_configs.value::jsonb || '{"fee":true}'::jsonb)::text, updated_at = now()
        WHERE jsonb_typeof(business_configs.value::jsonb) = 'object' AND NOT (business_configs.value::jsonb ? 'fee');
    EXCEPTION WHEN invalid_text_representation THEN
      NULL;
    END;
  END LOOP;
END $$;
