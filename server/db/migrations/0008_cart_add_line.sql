ALTER TABLE "carts" ADD COLUMN "device_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- An add to cart in one round trip (issue 4: ≥ 500 adds per second). The catalog's part of an add
-- (which product, variant, bundle parts, custom options, price) stays in TypeScript
-- (server/modules/cart/cart-line.ts); this function is the transactional part addItem did in five
-- statements: lock the cart, lock the products, read the line and the stock other lines hold, write
-- the line, read the cart's lines. The rules and the lock order are decision 005's and those of
-- server/modules/cart/stock.ts (reserveStock, which updateItem still uses): a change here needs
-- the same change there.
--
-- In READ COMMITTED each statement of a VOLATILE function takes a new snapshot, so the stock read
-- after the locks sees every add decided before this one, as separate statements did.
--
-- Refusals raise SQLSTATE DU400 or DU409 (the HTTP status) with the message key as the message and,
-- for missing stock, {"available": n} as the detail; server/modules/cart/add-line.ts maps them to
-- DomainErrors. A refusal rolls back the whole statement: the cart is not touched.
-- A customer's cart may be open on several devices: restoring it on a new one (getAbandoned,
-- server/modules/cart/abandoned.ts) adds that device's protectCode hash to device_code_hashes
-- beside the cart's own, so the device that had the cart keeps it. Either is accepted here.
CREATE OR REPLACE FUNCTION cart_add_line(
  p_cart_id integer,
  p_protect_code_hash text,
  p_product_id integer,
  p_options jsonb,
  p_options_key text,
  p_stock_units jsonb,
  p_qty integer,
  p_unit_price integer,
  p_member_unit_price integer,
  p_max_line_qty integer,
  p_reservation_minutes integer
) RETURNS jsonb
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_cart carts%ROWTYPE;
  v_stock jsonb;
  v_existing_id integer;
  v_existing_qty integer;
  v_total integer;
  v_short record;
BEGIN
  -- The hash of the shopper's protectCode, never the code: comparing it in the open tells a guesser
  -- nothing they could use (they would need a preimage of the stored hash).
  SELECT * INTO v_cart FROM carts WHERE id = p_cart_id FOR NO KEY UPDATE;
  IF NOT FOUND OR (v_cart.protect_code_hash <> p_protect_code_hash AND NOT p_protect_code_hash = ANY (v_cart.device_code_hashes)) THEN
    RAISE EXCEPTION USING ERRCODE = 'DU400', MESSAGE = 'core.errors.sessionDoesntExist';
  ELSIF v_cart.status = 'archived' THEN
    RAISE EXCEPTION USING ERRCODE = 'DU409', MESSAGE = 'core.errors.cartArchived';
  ELSIF v_cart.status = 'used' THEN
    RAISE EXCEPTION USING ERRCODE = 'DU409', MESSAGE = 'core.errors.sessionAlreadyUsed';
  END IF;

  -- A change keeps the cart's stock reservation alive.
  UPDATE carts SET updated_at = now() WHERE id = p_cart_id;

  -- The add's commit does not wait for the WAL to reach the disk (this transaction only): after a
  -- crash of the database server the last adds of a fraction of a second may be gone, the database
  -- still consistent. A cart line is cheap to lose, and the add's answer comes 1–4 ms sooner.
  -- Orders and payments keep the server's synchronous commit.
  PERFORM set_config('synchronous_commit', 'off', true);

  -- The products' rows, in id order (two carts never wait on each other in a circle).
  SELECT jsonb_object_agg(p.id, p.stock) INTO v_stock FROM (
    SELECT products.id, products.stock FROM products
    WHERE products.id IN (SELECT k::integer FROM jsonb_object_keys(p_stock_units) AS k)
    ORDER BY products.id FOR NO KEY UPDATE) p;

  SELECT ci.id, ci.qty INTO v_existing_id, v_existing_qty FROM cart_items ci
  WHERE ci.cart_id = p_cart_id AND ci.product_id = p_product_id AND ci.options_key = p_options_key;
  v_total := coalesce(v_existing_qty, 0) + p_qty;
  IF v_total > p_max_line_qty THEN
    RAISE EXCEPTION USING ERRCODE = 'DU400', MESSAGE = 'error.invalidQuantity';
  END IF;

  -- Free stock: the product's stock less what the other lines of this cart and of active carts
  -- changed within the reservation hold. The first product (by id) that falls short refuses.
  SELECT w.product_id, coalesce((v_stock ->> w.product_id::text)::integer, 0) - coalesce(h.units, 0) AS free
  INTO v_short
  FROM (SELECT k::integer AS product_id, v::integer * v_total AS units FROM jsonb_each_text(p_stock_units) AS u(k, v)) w
  LEFT JOIN (
    SELECT u.k::integer AS product_id, sum(u.v::integer * ci.qty)::integer AS units
    FROM cart_items ci
    JOIN carts c ON c.id = ci.cart_id
    CROSS JOIN jsonb_each_text(ci.stock_units) AS u(k, v)
    WHERE (c.id = p_cart_id OR (c.status = 'active' AND c.updated_at > now() - make_interval(mins => p_reservation_minutes)))
      AND ci.id IS DISTINCT FROM v_existing_id
      AND ci.stock_units ?| ARRAY(SELECT jsonb_object_keys(p_stock_units))
      AND u.k IN (SELECT jsonb_object_keys(p_stock_units))
    GROUP BY u.k
  ) h ON h.product_id = w.product_id
  WHERE w.units > coalesce((v_stock ->> w.product_id::text)::integer, 0) - coalesce(h.units, 0)
  ORDER BY w.product_id
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'DU409', MESSAGE = 'core.errors.notEnoughStock',
      DETAIL = json_build_object('available', greatest(0, v_short.free))::text;
  END IF;

  IF v_existing_id IS NOT NULL THEN
    UPDATE cart_items SET qty = v_total,
      unit_price = CASE WHEN v_cart.member_card_barcode IS NULL THEN p_unit_price ELSE p_member_unit_price END,
      updated_at = now()
    WHERE id = v_existing_id;
  ELSE
    INSERT INTO cart_items (cart_id, product_id, qty, options, options_key, unit_price, stock_units)
    VALUES (p_cart_id, p_product_id, v_total, p_options, p_options_key,
      CASE WHEN v_cart.member_card_barcode IS NULL THEN p_unit_price ELSE p_member_unit_price END, p_stock_units);
  END IF;

  RETURN jsonb_build_object(
    'cart', jsonb_build_object('id', v_cart.id, 'status', v_cart.status, 'couponId', v_cart.coupon_id,
      'memberCardBarcode', v_cart.member_card_barcode, 'userId', v_cart.user_id, 'instructions', v_cart.instructions),
    'lines', coalesce((SELECT jsonb_agg(jsonb_build_object('id', ci.id, 'productId', ci.product_id, 'qty', ci.qty,
      'options', ci.options, 'unitPrice', ci.unit_price) ORDER BY ci.id) FROM cart_items ci WHERE ci.cart_id = p_cart_id), '[]'::jsonb));
END;
$$;
