-- GIN indexes without fastupdate, like 0013's. With fastupdate on, new entries wait in a pending
-- list that only (auto)vacuum merges into the index; PGlite never vacuums, so every lookup reads
-- the whole list through (about 20 ms on the benchmark catalog, docs/performance.md, "Content
-- site"); and a write that finds the list full merges it, a slow write now and then. Left with the
-- default were product_name_search_idx (0001, trigrams of product names) and
-- cart_items_stock_units_idx (0004, the stock check of every add to the cart, cart/stock.ts).
-- Turning fastupdate off keeps new entries out of the list but leaves what is in it, so the list
-- is merged here too (gin_clean_pending_list, which a transaction allows, unlike VACUUM).
ALTER INDEX "product_name_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "cart_items_stock_units_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('product_name_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('cart_items_stock_units_idx'::regclass);
