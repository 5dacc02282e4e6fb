-- The product page reads a product's custom options in order (product-page-queries.ts); without an
-- index every page scanned all options of the shop.
CREATE INDEX "custom_options_product_idx" ON "custom_options" USING btree ("product_id","position");