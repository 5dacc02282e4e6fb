-- Site search index (issue 7, server/modules/search/postgres-engine.ts). One narrow row per
-- searchable document and language: listed products (top level, not archived), product categories,
-- published pages (title and the text of their published sections, master sections included) and
-- published posts of type 'post'. Titles are stored folded (immutable_unaccent(lower(...))) with
-- their full-text vector, and so is the whole document, in the language's configuration (Croatian
-- is stemmed by 'serbian', which handles Croatian Latin; English by 'english'), so a search reads
-- stored vectors through GIN indexes instead of computing to_tsvector/unaccent per row.
-- Triggers on the source tables keep it right whoever writes (the admin, the API, the seed, an
-- import, SQL by hand); the only rule not stored is time: published_at is compared when searching.
CREATE TABLE "search_documents" (
	"category" text NOT NULL CHECK ("category" IN ('products', 'productCategories', 'pages', 'posts')),
	"entity_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"folded_title" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text,
	-- What a snippet is cut from (rich text; the engine removes the tags for the page of hits).
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"title_vector" tsvector NOT NULL,
	"document" tsvector NOT NULL,
	-- The folded title's words (split at white space and punctuation): the way in for a typo or a part of a word.
	"title_words" text[] NOT NULL,
	CONSTRAINT "search_documents_pk" PRIMARY KEY ("category", "entity_id", "locale")
);--> statement-breakpoint
-- Every word of the titles of a language (a few hundred in a shop of 20,000 products): a typo or a
-- part of a word is looked up here by trigrams, then the documents by title_words. A trigram
-- search over every title costs tens of milliseconds; over the words, well under one. Words are
-- added with their titles and not removed: one no title has any more finds no document.
CREATE TABLE "search_title_words" (
	"locale" "locale" NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_title_words_pk" PRIMARY KEY ("locale", "word")
);--> statement-breakpoint
-- The text search configuration of a language.
CREATE OR REPLACE FUNCTION search_config(l locale) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN l = 'en' THEN 'english'::regconfig ELSE 'serbian'::regconfig END
$$;--> statement-breakpoint
-- Text folded for searching, and rich text with its tags replaced by spaces.
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT immutable_unaccent(lower(t))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_strip_tags(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(t, '<[^>]*>', ' ', 'g')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(regexp_split_to_array(search_fold(t), '[[:space:][:punct:]]+'), '')
$$;--> statement-breakpoint
-- The documents of one category for some entities, as search_documents rows. One definition
-- serves the fill below, the triggers and a rebuild after TRUNCATE. (No "ids IS NULL OR" for
-- everything: a plan made for any ids could not use the indexes, and a trigger on a bulk insert
-- would read the whole table for every row.)
CREATE OR REPLACE FUNCTION search_product_documents(ids integer[]) RETURNS SETOF search_documents LANGUAGE sql STABLE AS $$
  SELECT 'products', pt.product_id, pt.locale, pt.name, search_fold(pt.name), pt.slug, p.sku,
    CASE WHEN pt.description <> '' THEN pt.description ELSE pt.short_description END, NULL::timestamptz,
    to_tsvector(search_config(pt.locale), search_fold(pt.name)),
    to_tsvector(search_config(pt.locale), search_fold(pt.name || ' ' || pt.short_description || ' ' || search_strip_tags(pt.description))),
    search_words(pt.name)
  FROM product_translations pt JOIN products p ON p.id = pt.product_id
  WHERE pt.product_id = ANY(ids) AND p.parent_id IS NULL AND p.archived = false
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_category_documents(ids integer[]) RETURNS SETOF search_documents LANGUAGE sql STABLE AS $$
  SELECT 'productCategories', ct.category_id, ct.locale, ct.name, search_fold(ct.name), ct.slug, NULL::text,
    ct.description, NULL::timestamptz,
    to_tsvector(search_config(ct.locale), search_fold(ct.name)),
    to_tsvector(search_config(ct.locale), search_fold(ct.name || ' ' || search_strip_tags(ct.description))),
    search_words(ct.name)
  FROM category_translations ct
  WHERE ct.category_id = ANY(ids)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_post_documents(ids integer[]) RETURNS SETOF search_documents LANGUAGE sql STABLE AS $$
  SELECT 'posts', pt.post_id, pt.locale, pt.title, search_fold(pt.title), pt.slug, NULL::text,
    pt.excerpt || ' ' || pt.body, p.published_at,
    to_tsvector(search_config(pt.locale), search_fold(pt.title)),
    to_tsvector(search_config(pt.locale), search_fold(pt.title || ' ' || pt.excerpt || ' ' || search_strip_tags(pt.body))),
    search_words(pt.title)
  FROM post_translations pt JOIN posts p ON p.id = pt.post_id
  WHERE pt.post_id = ANY(ids) AND p.post_type = 'post' AND p.status = 'published'
$$;--> statement-breakpoint
-- Pages: the title and the text of the published sections in the language, in page order (a
-- section linked to a master shows the master's content while the master is published). Only text-bearing keys of the
-- section data count, so image ids, links and layout options are not searched.
CREATE OR REPLACE FUNCTION search_page_documents(ids integer[]) RETURNS SETOF search_documents LANGUAGE sql STABLE AS $$
  WITH RECURSIVE walk(page_id, locale, position, key, value) AS (
    SELECT s.page_id, s.locale, s.position, NULL::text, CASE WHEN s.master_id IS NULL THEN s.data ELSE m.data END
    FROM page_sections s LEFT JOIN page_sections m ON m.id = s.master_id
    WHERE s.status = 'published' AND s.page_id = ANY(ids)
      AND (s.master_id IS NULL OR m.status = 'published')
    UNION ALL
    SELECT w.page_id, w.locale, w.position, c.key, c.value FROM walk w CROSS JOIN LATERAL (
      SELECT e.key, e.value FROM jsonb_each(CASE WHEN jsonb_typeof(w.value) = 'object' THEN w.value ELSE '{}'::jsonb END) e
      UNION ALL
      SELECT w.key, a.value FROM jsonb_array_elements(CASE WHEN jsonb_typeof(w.value) = 'array' THEN w.value ELSE '[]'::jsonb END) a
    ) c
  ), page_text AS (
    SELECT page_id, locale, string_agg(value #>> '{}', ' ' ORDER BY position) AS body FROM walk
    WHERE jsonb_typeof(value) = 'string'
      AND key ~* '^(title|subtitle|heading|subheading|html|text|body|content|label|caption|description|question|answer|quote|excerpt|lead|intro|summary|name|address)$'
    GROUP BY page_id, locale
  )
  SELECT 'pages', p.id, pt.locale, pt.title, search_fold(pt.title), pt.slug, NULL::text,
    coalesce(txt.body, ''), p.published_at,
    to_tsvector(search_config(pt.locale), search_fold(pt.title)),
    to_tsvector(search_config(pt.locale), search_fold(pt.title || ' ' || coalesce(search_strip_tags(txt.body), ''))),
    search_words(pt.title)
  FROM pages p JOIN page_translations pt ON pt.page_id = p.id
  LEFT JOIN page_text txt ON txt.page_id = p.id AND txt.locale = pt.locale
  WHERE p.id = ANY(ids) AND p.status = 'published'
$$;--> statement-breakpoint
-- Replaces the documents of some entities of a category (NULL: the whole category).
CREATE OR REPLACE FUNCTION search_refresh(kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM search_documents d WHERE d.category = kind;
    ids := CASE kind
      WHEN 'products' THEN array(SELECT id FROM products)
      WHEN 'productCategories' THEN array(SELECT id FROM categories)
      WHEN 'posts' THEN array(SELECT id FROM posts)
      WHEN 'pages' THEN array(SELECT id FROM pages)
    END;
  ELSE
    ids := array(SELECT DISTINCT i FROM unnest(ids) i WHERE i IS NOT NULL);
    IF cardinality(ids) = 0 THEN RETURN; END IF;
    DELETE FROM search_documents d WHERE d.category = kind AND d.entity_id = ANY(ids);
  END IF;
  IF kind = 'products' THEN
    INSERT INTO search_documents SELECT * FROM search_product_documents(ids);
  ELSIF kind = 'productCategories' THEN
    INSERT INTO search_documents SELECT * FROM search_category_documents(ids);
  ELSIF kind = 'posts' THEN
    INSERT INTO search_documents SELECT * FROM search_post_documents(ids);
  ELSIF kind = 'pages' THEN
    INSERT INTO search_documents SELECT * FROM search_page_documents(ids);
  ELSE
    RAISE EXCEPTION 'unknown search category %', kind;
  END IF;
  INSERT INTO search_title_words (locale, word)
    SELECT DISTINCT d.locale, w FROM search_documents d CROSS JOIN unnest(d.title_words) w
    WHERE d.category = kind AND d.entity_id = ANY(ids)
    ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- Row triggers: TG_ARGV is the category and the column holding the entity id; an update that
-- moves a row to another entity refreshes both.
CREATE OR REPLACE FUNCTION search_documents_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> TG_ARGV[1])::integer; END IF;
  IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> TG_ARGV[1])::integer; END IF;
  PERFORM search_refresh(TG_ARGV[0], ids);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A section refreshes its page, and a master section every page that links to it (found by this index).
CREATE INDEX IF NOT EXISTS "page_sections_master_idx" ON "page_sections" USING btree ("master_id") WHERE "master_id" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_page_sections_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sections integer[] := '{}';
  ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN sections := sections || NEW.id; ids := ids || NEW.page_id; END IF;
  IF TG_OP <> 'INSERT' THEN sections := sections || OLD.id; ids := ids || OLD.page_id; END IF;
  ids := ids || array(SELECT s.page_id FROM page_sections s WHERE s.master_id = ANY(sections) AND s.page_id IS NOT NULL);
  PERFORM search_refresh('pages', ids);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Statement triggers for INSERT and DELETE (TG_ARGV as above; the transition table is "changed"):
-- a bulk insert (an import, the catalog generator) refreshes its entities in one pass, not row by row.
CREATE OR REPLACE FUNCTION search_documents_sync_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed', TG_ARGV[1]) INTO ids;
  PERFORM search_refresh(TG_ARGV[0], coalesce(ids, '{}'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_page_sections_sync_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh('pages', array(
    SELECT page_id FROM changed
    UNION SELECT s.page_id FROM page_sections s WHERE s.master_id IN (SELECT id FROM changed)
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
-- After TRUNCATE of a source table (TG_ARGV: the category), its category is rebuilt.
CREATE OR REPLACE FUNCTION search_documents_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(TG_ARGV[0], NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_products_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('products', 'id');--> statement-breakpoint
CREATE TRIGGER search_products_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('products', 'id');--> statement-breakpoint
CREATE TRIGGER search_products_update AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.id, OLD.sku, OLD.parent_id, OLD.archived) IS DISTINCT FROM (NEW.id, NEW.sku, NEW.parent_id, NEW.archived))
  EXECUTE FUNCTION search_documents_sync('products', 'id');--> statement-breakpoint
CREATE TRIGGER search_product_translations_insert AFTER INSERT ON product_translations REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('products', 'product_id');--> statement-breakpoint
CREATE TRIGGER search_product_translations_delete AFTER DELETE ON product_translations REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('products', 'product_id');--> statement-breakpoint
CREATE TRIGGER search_product_translations_update AFTER UPDATE ON product_translations FOR EACH ROW
  WHEN ((OLD.product_id, OLD.locale, OLD.name, OLD.slug, OLD.short_description, OLD.description) IS DISTINCT FROM (NEW.product_id, NEW.locale, NEW.name, NEW.slug, NEW.short_description, NEW.description))
  EXECUTE FUNCTION search_documents_sync('products', 'product_id');--> statement-breakpoint
CREATE TRIGGER search_categories_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('productCategories', 'id');--> statement-breakpoint
CREATE TRIGGER search_categories_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('productCategories', 'id');--> statement-breakpoint
CREATE TRIGGER search_category_translations_insert AFTER INSERT ON category_translations REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('productCategories', 'category_id');--> statement-breakpoint
CREATE TRIGGER search_category_translations_delete AFTER DELETE ON category_translations REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('productCategories', 'category_id');--> statement-breakpoint
CREATE TRIGGER search_category_translations_update AFTER UPDATE ON category_translations FOR EACH ROW
  WHEN ((OLD.category_id, OLD.locale, OLD.name, OLD.slug, OLD.description) IS DISTINCT FROM (NEW.category_id, NEW.locale, NEW.name, NEW.slug, NEW.description))
  EXECUTE FUNCTION search_documents_sync('productCategories', 'category_id');--> statement-breakpoint
CREATE TRIGGER search_posts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('posts', 'id');--> statement-breakpoint
CREATE TRIGGER search_posts_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('posts', 'id');--> statement-breakpoint
CREATE TRIGGER search_posts_update AFTER UPDATE ON posts FOR EACH ROW
  WHEN ((OLD.id, OLD.post_type, OLD.status, OLD.published_at) IS DISTINCT FROM (NEW.id, NEW.post_type, NEW.status, NEW.published_at))
  EXECUTE FUNCTION search_documents_sync('posts', 'id');--> statement-breakpoint
CREATE TRIGGER search_post_translations_insert AFTER INSERT ON post_translations REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('posts', 'post_id');--> statement-breakpoint
CREATE TRIGGER search_post_translations_delete AFTER DELETE ON post_translations REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('posts', 'post_id');--> statement-breakpoint
CREATE TRIGGER search_post_translations_update AFTER UPDATE ON post_translations FOR EACH ROW
  WHEN ((OLD.post_id, OLD.locale, OLD.title, OLD.slug, OLD.excerpt, OLD.body) IS DISTINCT FROM (NEW.post_id, NEW.locale, NEW.title, NEW.slug, NEW.excerpt, NEW.body))
  EXECUTE FUNCTION search_documents_sync('posts', 'post_id');--> statement-breakpoint
CREATE TRIGGER search_pages_insert AFTER INSERT ON pages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('pages', 'id');--> statement-breakpoint
CREATE TRIGGER search_pages_delete AFTER DELETE ON pages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('pages', 'id');--> statement-breakpoint
CREATE TRIGGER search_pages_update AFTER UPDATE ON pages FOR EACH ROW
  WHEN ((OLD.id, OLD.status, OLD.published_at) IS DISTINCT FROM (NEW.id, NEW.status, NEW.published_at))
  EXECUTE FUNCTION search_documents_sync('pages', 'id');--> statement-breakpoint
CREATE TRIGGER search_page_translations_insert AFTER INSERT ON page_translations REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('pages', 'page_id');--> statement-breakpoint
CREATE TRIGGER search_page_translations_delete AFTER DELETE ON page_translations REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_sync_rows('pages', 'page_id');--> statement-breakpoint
CREATE TRIGGER search_page_translations_update AFTER UPDATE ON page_translations FOR EACH ROW
  WHEN ((OLD.page_id, OLD.locale, OLD.title, OLD.slug) IS DISTINCT FROM (NEW.page_id, NEW.locale, NEW.title, NEW.slug))
  EXECUTE FUNCTION search_documents_sync('pages', 'page_id');--> statement-breakpoint
CREATE TRIGGER search_page_sections_insert AFTER INSERT ON page_sections REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_page_sections_sync_rows();--> statement-breakpoint
CREATE TRIGGER search_page_sections_delete AFTER DELETE ON page_sections REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_page_sections_sync_rows();--> statement-breakpoint
CREATE TRIGGER search_page_sections_update AFTER UPDATE ON page_sections FOR EACH ROW
  WHEN ((OLD.id, OLD.page_id, OLD.locale, OLD.status, OLD.data, OLD.master_id) IS DISTINCT FROM (NEW.id, NEW.page_id, NEW.locale, NEW.status, NEW.data, NEW.master_id))
  EXECUTE FUNCTION search_page_sections_sync();--> statement-breakpoint
CREATE TRIGGER search_products_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('products');--> statement-breakpoint
CREATE TRIGGER search_product_translations_truncate AFTER TRUNCATE ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('products');--> statement-breakpoint
CREATE TRIGGER search_categories_truncate AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('productCategories');--> statement-breakpoint
CREATE TRIGGER search_category_translations_truncate AFTER TRUNCATE ON category_translations FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('productCategories');--> statement-breakpoint
CREATE TRIGGER search_posts_truncate AFTER TRUNCATE ON posts FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('posts');--> statement-breakpoint
CREATE TRIGGER search_post_translations_truncate AFTER TRUNCATE ON post_translations FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('posts');--> statement-breakpoint
CREATE TRIGGER search_pages_truncate AFTER TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('pages');--> statement-breakpoint
CREATE TRIGGER search_page_translations_truncate AFTER TRUNCATE ON page_translations FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('pages');--> statement-breakpoint
CREATE TRIGGER search_page_sections_truncate AFTER TRUNCATE ON page_sections FOR EACH STATEMENT EXECUTE FUNCTION search_documents_rebuild('pages');--> statement-breakpoint
-- The documents of what is already there.
SELECT search_refresh('products', NULL);--> statement-breakpoint
SELECT search_refresh('productCategories', NULL);--> statement-breakpoint
SELECT search_refresh('posts', NULL);--> statement-breakpoint
SELECT search_refresh('pages', NULL);--> statement-breakpoint
-- The indexes after the fill, built once rather than entry by entry. GIN without fastupdate: the
-- pending list of entries not yet merged is cleaned by (auto)vacuum, which PGlite does not run,
-- and every search would read it through.
CREATE INDEX "search_documents_hr_idx" ON "search_documents" USING gin ("document") WITH (fastupdate = off) WHERE "locale" = 'hr';--> statement-breakpoint
CREATE INDEX "search_documents_en_idx" ON "search_documents" USING gin ("document") WITH (fastupdate = off) WHERE "locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_words_hr_idx" ON "search_documents" USING gin ("title_words") WITH (fastupdate = off) WHERE "locale" = 'hr';--> statement-breakpoint
CREATE INDEX "search_documents_words_en_idx" ON "search_documents" USING gin ("title_words") WITH (fastupdate = off) WHERE "locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_sku_idx" ON "search_documents" USING btree (lower("sku") text_pattern_ops) WHERE "sku" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "search_title_words_trgm_idx" ON "search_title_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- 0011's expression indexes served the search that computed vectors per row; nothing reads them now.
DROP INDEX IF EXISTS "product_search_hr_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_search_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_sku_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "post_search_hr_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "post_search_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "post_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "category_name_search_idx";--> statement-breakpoint
ANALYZE "search_documents";--> statement-breakpoint
ANALYZE "search_title_words";
