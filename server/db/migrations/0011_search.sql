-- Site search (issue 7, server/modules/search/postgres-engine.ts). Expression indexes that match the
-- engine's WHERE clauses exactly: one full-text index per language (Croatian is stemmed by the
-- 'serbian' snowball configuration, which handles Croatian Latin; English by 'english'), on text
-- folded by immutable_unaccent(lower(...)) so 'kosarica' finds 'košarica'. Titles already have the
-- trigram index product_name_search_idx (0001); SKUs get one for prefix and typo matching.
CREATE INDEX IF NOT EXISTS "product_search_hr_idx" ON "product_translations" USING gin (
  to_tsvector('serbian'::regconfig, immutable_unaccent(lower("name" || ' ' || "short_description" || ' ' || regexp_replace("description", '<[^>]*>', ' ', 'g'))))
) WHERE "locale" = 'hr';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_en_idx" ON "product_translations" USING gin (
  to_tsvector('english'::regconfig, immutable_unaccent(lower("name" || ' ' || "short_description" || ' ' || regexp_replace("description", '<[^>]*>', ' ', 'g'))))
) WHERE "locale" = 'en';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_sku_search_idx" ON "products" USING gin (lower("sku") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_search_hr_idx" ON "post_translations" USING gin (
  to_tsvector('serbian'::regconfig, immutable_unaccent(lower("title" || ' ' || "excerpt" || ' ' || regexp_replace("body", '<[^>]*>', ' ', 'g'))))
) WHERE "locale" = 'hr';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_search_en_idx" ON "post_translations" USING gin (
  to_tsvector('english'::regconfig, immutable_unaccent(lower("title" || ' ' || "excerpt" || ' ' || regexp_replace("body", '<[^>]*>', ' ', 'g'))))
) WHERE "locale" = 'en';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_title_search_idx" ON "post_translations" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "category_name_search_idx" ON "category_translations" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);
