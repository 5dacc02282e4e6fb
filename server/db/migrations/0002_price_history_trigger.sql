-- The EU Omnibus rule needs every price a product had (issue 3: "a price history the shop keeps
-- automatically"). A trigger keeps it for every writer: the admin, imports, scripts, SQL by hand.
-- Past rows are what happened; rows dated in the future are the current plan (a discount that
-- starts or ends later) and are replaced whenever the prices or the discount window change.
CREATE OR REPLACE FUNCTION record_price_history() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  discounted boolean := NEW.discount_price IS NOT NULL AND NEW.discount_price < NEW.retail_price;
  price_now integer := CASE
    WHEN discounted AND (NEW.discount_from IS NULL OR NEW.discount_from <= now())
      AND (NEW.discount_to IS NULL OR NEW.discount_to >= now()) THEN NEW.discount_price
    ELSE NEW.retail_price END;
  last_price integer;
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.retail_price IS NOT DISTINCT FROM OLD.retail_price
    AND NEW.discount_price IS NOT DISTINCT FROM OLD.discount_price
    AND NEW.discount_from IS NOT DISTINCT FROM OLD.discount_from
    AND NEW.discount_to IS NOT DISTINCT FROM OLD.discount_to THEN
    RETURN NEW;
  END IF;
  DELETE FROM price_history WHERE product_id = NEW.id AND recorded_at > now();
  SELECT price INTO last_price FROM price_history
    WHERE product_id = NEW.id ORDER BY recorded_at DESC, id DESC LIMIT 1;
  IF last_price IS DISTINCT FROM price_now THEN
    INSERT INTO price_history (product_id, price, recorded_at) VALUES (NEW.id, price_now, now());
  END IF;
  IF discounted AND NEW.discount_from > now() THEN
    INSERT INTO price_history (product_id, price, recorded_at) VALUES (NEW.id, NEW.discount_price, NEW.discount_from);
  END IF;
  IF discounted AND NEW.discount_to >= now() THEN
    INSERT INTO price_history (product_id, price, recorded_at)
      VALUES (NEW.id, NEW.retail_price, NEW.discount_to + interval '1 millisecond');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_price_history
  AFTER INSERT OR UPDATE OF retail_price, discount_price, discount_from, discount_to ON products
  FOR EACH ROW EXECUTE FUNCTION record_price_history();
