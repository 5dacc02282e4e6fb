import { sql, type SQL } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import type { Db } from '~/server/db/client'
import type { CategoryMatches, SearchDocument, SearchEngine, SearchMatches } from './engine'
import { containsPattern, prefixPattern, tsQueryText, typoMinLength, type SearchText } from './query-text'
import { searchCategories, type SearchCategory } from './validation'

/**
 * Site search on PostgreSQL (and PGlite) over search_documents (migration 0013: one row per
 * document and language, kept right by triggers on the source tables, with the folded title, its
 * words and the full-text vectors stored). A document matches when
 * - its text has every word, stemmed by the language's configuration, the last one also as a
 *   prefix (the stored `document` vector, GIN index);
 * - or its folded title contains the folded text (a part of a word: 'sulja' finds 'košulja');
 * - or its title has every word, a long word also one typo away (pg_trgm word similarity);
 * - or, products, its SKU starts with the text.
 * The last two look the words up in search_title_words (the few hundred distinct title words)
 * rather than in every title, then the documents by their title words, and check the exact rule
 * on those only. Order: the title has the words, then has them with a typo, then only the text
 * has them; then full-text rank of the title, trigram similarity, title, id.
 */
export const postgresSearchEngine: SearchEngine = {
  async matches(db, locale, text, keep) {
    const q = params(locale, text)
    const rows = await inTypoTransaction(db, (tx) =>
      select<{ category: SearchCategory; id: number; title_hit: number; total: number }>(
        tx,
        sql`select category, id, title_hit, total from (${rankedSql(q)}) r where n <= ${keep} order by category, n`,
      ),
    )
    const answer = Object.fromEntries(searchCategories.map((c) => [c, { total: 0, ids: [], titled: 0 } as CategoryMatches])) as SearchMatches
    for (const row of rows) {
      const entry = answer[row.category]
      entry.total = Number(row.total)
      entry.ids.push(Number(row.id))
      if (Number(row.title_hit) > 0) entry.titled++
    }
    return answer
  },

  async range(db, locale, text, category, offset, limit) {
    const q = params(locale, text)
    const rows = await inTypoTransaction(db, (tx) =>
      select<{ id: number }>(tx, sql`select id from (${rankedSql(q, category)}) r where n > ${offset} and n <= ${offset + limit} order by n`),
    )
    return rows.map((row) => Number(row.id))
  },

  async documents(db, locale, refs) {
    if (refs.length === 0) return []
    const rows = await select<{ category: SearchCategory; entity_id: number; title: string; slug: string; sku: string | null; body: string }>(
      db,
      sql`select category, entity_id, title, slug, sku, body from search_documents
        where locale = ${localeSql(locale)} and (category, entity_id) in (${sql.join(refs.map((r) => sql`(${r.category}, ${r.id})`), sql`, `)})`,
    )
    const byRef = new Map(rows.map((row) => [`${row.category}:${Number(row.entity_id)}`, row]))
    return refs.flatMap((ref): SearchDocument[] => {
      const row = byRef.get(`${ref.category}:${ref.id}`)
      if (!row) return []
      return [{
        category: ref.category,
        id: ref.id,
        title: row.title,
        slug: row.slug,
        body: plainText(row.body),
        ...(row.sku ? { sku: row.sku } : {}),
      }]
    })
  },
}

interface QueryParams {
  /** Inlined, from a fixed table: the partial indexes' predicates must match literally. */
  locale: SQL
  config: SQL
  tsQuery: string
  folded: string
  contains: string
  prefix: string
  /** The words, for the typo match: each must be in the title, the long ones allowing a typo. */
  words: string[]
  /** The longest word: the way into search_title_words for a part of a word or a typo. */
  longest: string
  typo: boolean
  /** SKUs have digits or dashes ('DU-SAL-LIC'); a text without them skips the SKU lookup. */
  skuLike: boolean
}

const typoSimilarity = 0.45

const textConfig: Record<Locale, string> = { hr: 'serbian', en: 'english' }

const localeSql = (locale: Locale) => sql.raw(`'${locale === 'en' ? 'en' : 'hr'}'`)

function params(locale: Locale, text: SearchText): QueryParams {
  return {
    locale: localeSql(locale),
    config: sql.raw(`'${textConfig[locale]}'::regconfig`),
    tsQuery: tsQueryText(text),
    folded: text.folded,
    contains: containsPattern(text),
    prefix: prefixPattern(text),
    words: text.words,
    longest: text.words.reduce((a, b) => (b.length > a.length ? b : a), ''),
    typo: text.words.some((word) => word.length >= typoMinLength),
    skuLike: /[\d-]/.test(text.folded),
  }
}

/**
 * pg_trgm's %> operator compares with this threshold (default 0.6 misses 'kosraica' for
 * 'košarica'); set for the transaction only.
 */
async function inTypoTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`)
    return run(tx)
  })
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Every word in the title, a long word also one typo away: 'plava majca' finds 'Plava majica' but
 * not every 'majica'. `title` is a folded title.
 */
function typoMatch(q: QueryParams, title: SQL): SQL {
  if (!q.typo) return sql`false`
  const each = q.words.map((word) => (word.length >= typoMinLength ? sql`${title} %> ${word}` : sql`${title} like ${`%${likeEscape(word)}%`}`))
  return sql`(${sql.join(each, sql` and `)})`
}

/** The (category, entity_id) of every match; each way of matching is its own indexed lookup. */
function matchedSql(q: QueryParams): SQL {
  const words = (condition: SQL) => sql`array(select word from search_title_words where locale = ${q.locale} and ${condition})`
  const ways = [
    sql`select category, entity_id from search_documents where locale = ${q.locale} and document @@ to_tsquery(${q.config}, ${q.tsQuery})`,
    // The folded text inside the title: its longest word is inside one of the title's words.
    sql`select category, entity_id from search_documents where locale = ${q.locale}
      and title_words && ${words(sql`word like ${`%${likeEscape(q.longest)}%`}`)} and folded_title like ${q.contains}`,
  ]
  if (q.typo) {
    // The longest word (long enough for a typo, or there is no typo match) is, typo and all, one of the title's words.
    ways.push(sql`select category, entity_id from search_documents where locale = ${q.locale}
      and title_words && ${words(sql`word %> ${q.longest}`)} and ${typoMatch(q, sql`folded_title`)}`)
  }
  if (q.skuLike) {
    ways.push(sql`select category, entity_id from search_documents where locale = ${q.locale} and sku is not null and lower(sku) like ${q.prefix}`)
  }
  return sql.join(ways, sql` union `)
}

/**
 * The matches with their place in their category's order (n, from 1), the category's total and
 * whether the title matched. Pages and posts published for later are not there yet.
 */
function rankedSql(q: QueryParams, category?: SearchCategory): SQL {
  const titleHit = sql`case when d.title_vector @@ tq.query or d.folded_title like ${q.contains} then 2
    when ${typoMatch(q, sql`d.folded_title`)} then 1 else 0 end`
  return sql`
    select d.category, d.entity_id as id, ${titleHit} as title_hit,
      count(*) over (partition by d.category) as total,
      row_number() over (partition by d.category order by ${titleHit} desc, ts_rank(d.title_vector, tq.query) desc,
        word_similarity(${q.folded}, d.folded_title) desc, lower(d.title), d.entity_id) as n
    from (${matchedSql(q)}) m
    join search_documents d on d.category = m.category and d.entity_id = m.entity_id and d.locale = ${q.locale}
    cross join (select to_tsquery(${q.config}, ${q.tsQuery}) as query) tq
    where (d.published_at is null or d.published_at <= now())${category ? sql` and d.category = ${category}` : sql``}`
}

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
export const debugRankedSql = (locale: Locale, text: SearchText, keep: number) => sql`select category, id, title_hit, total from (${rankedSql(params(locale, text))}) r where n <= ${keep} order by category, n`
