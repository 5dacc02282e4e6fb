-- Keyword search is case- and accent-insensitive (issue 3): unaccent for the comparison, pg_trgm so
-- a LIKE '%…%' can use an index. unaccent() is only STABLE (its dictionary could change), so indexes
-- use this IMMUTABLE wrapper that names the dictionary explicitly.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX "pav_product_idx";--> statement-breakpoint
DROP INDEX "pav_attribute_value_idx";--> statement-breakpoint
DROP INDEX "product_categories_category_idx";--> statement-breakpoint
CREATE INDEX "pav_attribute_number_idx" ON "product_attribute_values" USING btree ("attribute_id","number_value");--> statement-breakpoint
CREATE INDEX "pav_attribute_bool_idx" ON "product_attribute_values" USING btree ("attribute_id","bool_value");--> statement-breakpoint
CREATE INDEX "pav_attribute_date_idx" ON "product_attribute_values" USING btree ("attribute_id","date_value");--> statement-breakpoint
CREATE INDEX "pav_attribute_date_time_idx" ON "product_attribute_values" USING btree ("attribute_id","date_time_value");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id","product_id");--> statement-breakpoint
CREATE INDEX "product_name_search_idx" ON "product_translations" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_name_sort_idx" ON "product_translations" USING btree ("locale",immutable_unaccent(lower("name")));--> statement-breakpoint
CREATE INDEX "products_listed_priority_idx" ON "products" USING btree ("category_priority","id") WHERE parent_id is null and archived = false;--> statement-breakpoint
CREATE INDEX "products_listed_retail_price_idx" ON "products" USING btree ("retail_price","id") WHERE parent_id is null and archived = false;--> statement-breakpoint
CREATE INDEX "pav_product_idx" ON "product_attribute_values" USING btree ("product_id","attribute_id","value_id");--> statement-breakpoint
CREATE INDEX "pav_attribute_value_idx" ON "product_attribute_values" USING btree ("attribute_id","value_id","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");