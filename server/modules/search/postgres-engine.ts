import { sql, type SQL } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import type { Db } from '~/server/db/client'
import type { SearchEngine, SearchHit } from './engine'
import { containsPattern, prefixPattern, tsQueryText, typoMinLength, type SearchText } from './query-text'
import type { SearchCategory } from './validation'

/**
 * Site search on PostgreSQL (and PGlite): full-text search with the language's stemmer over text
 * folded by immutable_unaccent(lower(...)), a LIKE on the folded title for partial words, and
 * pg_trgm word similarity on titles for a typo. The WHERE expressions are the exact expressions of
 * migration 0011's indexes (one per language), so 20,000 products stay an index lookup.
 */
export const postgresSearchEngine: SearchEngine = {
  async counts(db, locale, text) {
    return db.transaction(async (tx) => {
      await typoThreshold(tx)
      const q = params(locale, text)
      const rows = await select<{ pages: number; products: number; posts: number; product_categories: number }>(
        tx,
        sql`select
          (select count(*) from (${pagesSql(q)}) x)::int as pages,
          (select count(*) from (${productsSql(q)}) x)::int as products,
          (select count(*) from (${postsSql(q)}) x)::int as posts,
          (select count(*) from (${categoriesSql(q)}) x)::int as product_categories`,
      )
      const row = rows[0]!
      return { pages: Number(row.pages), products: Number(row.products), posts: Number(row.posts), productCategories: Number(row.product_categories) }
    })
  },

  async hits(db, locale, text, category, offset, limit) {
    return db.transaction(async (tx) => {
      await typoThreshold(tx)
      const q = params(locale, text)
      const source = { pages: pagesSql, products: productsSql, posts: postsSql, productCategories: categoriesSql }[category](q)
      const rows = await select<HitRow>(
        tx,
        sql`select * from (${source}) x order by title_hit desc, rank desc, similarity desc, lower(title), id limit ${limit} offset ${offset}`,
      )
      return rows.map(
        (row): SearchHit => ({
          id: Number(row.id),
          title: row.title,
          slug: row.slug,
          body: plainText(row.body ?? ''),
          ...(row.sku ? { sku: row.sku } : {}),
          titleMatch: Number(row.title_hit) > 0,
        }),
      )
    })
  },
}

interface HitRow {
  id: number
  title: string
  slug: string
  body: string | null
  sku: string | null
  title_hit: number
}

interface QueryParams {
  /** Inlined, from a fixed table: the partial indexes' predicates and expressions must match literally. */
  locale: SQL
  config: SQL
  tsQuery: string
  folded: string
  contains: string
  prefix: string
  /** The words, for the typo match: each must be in the title, the long ones allowing a typo. */
  words: string[]
  typo: boolean
  /** SKUs have digits or dashes ('DU-SAL-LIC'); a word without them skips the SKU lookup. */
  skuLike: boolean
}

const typoSimilarity = 0.45

const textConfig: Record<Locale, string> = { hr: 'serbian', en: 'english' }

function params(locale: Locale, text: SearchText): QueryParams {
  return {
    locale: sql.raw(`'${locale === 'en' ? 'en' : 'hr'}'`),
    config: sql.raw(`'${textConfig[locale]}'::regconfig`),
    tsQuery: tsQueryText(text),
    folded: text.folded,
    contains: containsPattern(text),
    prefix: prefixPattern(text),
    words: text.words,
    typo: text.words.some((word) => word.length >= typoMinLength),
    skuLike: /[\d-]/.test(text.folded),
  }
}

/** pg_trgm's %> operator compares with this threshold (default 0.6 misses 'kosraica' for 'košarica'). */
async function typoThreshold(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`)
}

const fold = (expr: SQL) => sql`immutable_unaccent(lower(${expr}))`
const stripTags = (expr: SQL) => sql`regexp_replace(${expr}, '<[^>]*>', ' ', 'g')`

/** The columns every category answers, for counting and for the ordered page of hits. */
function ranked(q: QueryParams, title: SQL) {
  const titleVector = sql`to_tsvector(${q.config}, ${fold(title)})`
  return {
    // 2: the title has the words; 1: the title has them with a typo; 0: only the text has them.
    titleHit: sql`case when ${titleVector} @@ to_tsquery(${q.config}, ${q.tsQuery}) or ${fold(title)} like ${q.contains} then 2
      when ${typoMatch(q, title)} then 1 else 0 end`,
    rank: sql`ts_rank(${titleVector}, to_tsquery(${q.config}, ${q.tsQuery}))`,
    similarity: sql`word_similarity(${q.folded}, ${fold(title)})`,
  }
}

/**
 * Every word in the title, a long word also one typo away (pg_trgm word similarity, indexed):
 * 'plava majca' finds 'Plava majica' but not every 'majica'.
 */
function typoMatch(q: QueryParams, title: SQL): SQL {
  if (!q.typo) return sql`false`
  const each = q.words.map((word) =>
    word.length >= typoMinLength ? sql`${fold(title)} %> ${word}` : sql`${fold(title)} like ${containsPattern({ folded: word, words: [word] })}`,
  )
  return sql`(${sql.join(each, sql` and `)})`
}

function productsSql(q: QueryParams): SQL {
  const r = ranked(q, sql`pt.name`)
  // Each way of matching is its own indexed lookup; a single OR across two tables would scan.
  return sql`
    select pt.product_id as id, pt.name as title, pt.slug, p.sku,
      case when pt.description <> '' then pt.description else pt.short_description end as body,
      ${r.titleHit} as title_hit, ${r.rank} as rank, ${r.similarity} as similarity
    from product_translations pt join products p on p.id = pt.product_id
    where pt.locale = ${q.locale} and p.parent_id is null and p.archived = false and pt.product_id in (
      select product_id from product_translations where locale = ${q.locale} and to_tsvector(${q.config}, ${fold(sql`name || ' ' || short_description || ' ' || ${stripTags(sql`description`)}`)}) @@ to_tsquery(${q.config}, ${q.tsQuery})
      union select product_id from product_translations where locale = ${q.locale} and ${fold(sql`name`)} like ${q.contains}
      union select product_id from product_translations where locale = ${q.locale} and ${typoMatch(q, sql`name`)}
      ${q.skuLike ? sql`union select id from products where lower(sku) like ${q.prefix}` : sql``}
    )`
}

function postsSql(q: QueryParams): SQL {
  const r = ranked(q, sql`pt.title`)
  const document = fold(sql`pt.title || ' ' || pt.excerpt || ' ' || ${stripTags(sql`pt.body`)}`)
  return sql`
    select pt.post_id as id, pt.title, pt.slug, null::text as sku,
      pt.excerpt || ' ' || pt.body as body,
      ${r.titleHit} as title_hit, ${r.rank} as rank, ${r.similarity} as similarity
    from post_translations pt join posts p on p.id = pt.post_id
    where pt.locale = ${q.locale} and p.post_type = 'post' and p.status = 'published'
      and (p.published_at is null or p.published_at <= now())
      and (to_tsvector(${q.config}, ${document}) @@ to_tsquery(${q.config}, ${q.tsQuery})
        or ${fold(sql`pt.title`)} like ${q.contains} or ${typoMatch(q, sql`pt.title`)})`
}

function categoriesSql(q: QueryParams): SQL {
  const r = ranked(q, sql`ct.name`)
  const document = fold(sql`ct.name || ' ' || ${stripTags(sql`ct.description`)}`)
  return sql`
    select ct.category_id as id, ct.name as title, ct.slug, null::text as sku,
      ct.description as body,
      ${r.titleHit} as title_hit, ${r.rank} as rank, ${r.similarity} as similarity
    from category_translations ct
    where ct.locale = ${q.locale}
      and (to_tsvector(${q.config}, ${document}) @@ to_tsquery(${q.config}, ${q.tsQuery})
        or ${fold(sql`ct.name`)} like ${q.contains} or ${typoMatch(q, sql`ct.name`)})`
}

/**
 * Published pages: the title and the text of their published sections in the language (a section
 * linked to a master shows the master's content while the master is published). Only text-bearing
 * keys of the section data count, so image ids, links and layout options are not searched.
 */
function pagesSql(q: QueryParams): SQL {
  const r = ranked(q, sql`pt.title`)
  const document = fold(sql`pt.title || ' ' || coalesce(${stripTags(sql`txt.body`)}, '')`)
  return sql`
    with recursive walk(page_id, key, value) as (
      select s.page_id, null::text, case when s.master_id is null then s.data else m.data end
      from page_sections s left join page_sections m on m.id = s.master_id
      where s.locale = ${q.locale} and s.status = 'published' and s.page_id is not null
        and (s.master_id is null or m.status = 'published')
      union all
      select w.page_id, c.key, c.value from walk w cross join lateral (
        select e.key, e.value from jsonb_each(case when jsonb_typeof(w.value) = 'object' then w.value else '{}'::jsonb end) e
        union all
        select w.key, a.value from jsonb_array_elements(case when jsonb_typeof(w.value) = 'array' then w.value else '[]'::jsonb end) a
      ) c
    ), page_text as (
      select page_id, string_agg(value #>> '{}', ' ') as body from walk
      where jsonb_typeof(value) = 'string' and key ~* ${textKeys}
      group by page_id
    )
    select p.id, pt.title, pt.slug, null::text as sku, coalesce(txt.body, '') as body,
      ${r.titleHit} as title_hit, ${r.rank} as rank, ${r.similarity} as similarity
    from pages p join page_translations pt on pt.page_id = p.id and pt.locale = ${q.locale}
    left join page_text txt on txt.page_id = p.id
    where p.status = 'published' and (p.published_at is null or p.published_at <= now())
      and (to_tsvector(${q.config}, ${document}) @@ to_tsquery(${q.config}, ${q.tsQuery})
        or ${fold(sql`pt.title`)} like ${q.contains} or ${typoMatch(q, sql`pt.title`)})`
}

/** Keys of section data that hold text a visitor reads. */
const textKeys = '^(title|subtitle|heading|subheading|html|text|body|content|label|caption|description|question|answer|quote|excerpt|lead|intro|summary|name|address)$'

async function select<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/**
 * The text of rich text for a snippet, made here for the page of hits rather than in SQL for every
 * match: tags removed, the few entities rich text carries decoded ('A & B', not 'A &amp; B'), and
 * no space left before punctuation where a tag ended ('link.').
 */
function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}
