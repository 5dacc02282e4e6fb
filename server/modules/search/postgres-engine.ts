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
 * The two title rules look the words up in search_title_words (the few hundred distinct title
 * words) rather than in every title, then the documents by their title words (GIN), and test the
 * titles of those only. Order: the title has the words, then has them with a typo, then only the
 * text has them; then full-text rank of the title, trigram similarity (typo matches), title, id.
 * matches() ranks every category in one statement, so one answer holds all the tab counts.
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
  /** The longest word, for the contains match when every word is short. */
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

/** Words of the language's titles: search_title_words, a few hundred rows, trigram-indexed. */
const titleWords = (q: QueryParams, condition: SQL) => sql`array(select word from search_title_words where locale = ${q.locale} and ${condition})`

/**
 * Every word in the title, a long word also one typo away: 'plava majca' finds 'Plava majica' but
 * not every 'majica'. A typo is judged word by word: a long word matches when one of the title's
 * words is within pg_trgm's word similarity of it (the words are found in search_title_words, the
 * documents through the index of title_words), a short one when it is inside the title.
 */
function typoMatch(q: QueryParams): SQL {
  if (!q.typo) return sql`false`
  const each = q.words.map((word) =>
    word.length >= typoMinLength ? sql`d.title_words && ${titleWords(q, sql`word %> ${word}`)}` : sql`d.folded_title like ${`%${likeEscape(word)}%`}`,
  )
  return sql`(${sql.join(each, sql` and `)})`
}

/**
 * The folded text inside the folded title ('sulja' finds 'košulja'). Each of its words is then
 * inside one of the title's words: those are looked up first (words of 3 letters or more, or the
 * longest), so the index of title_words narrows the titles to test.
 */
function containsMatch(q: QueryParams): SQL {
  const narrowing = q.words.filter((word) => word.length >= 3)
  const each = (narrowing.length ? narrowing : [q.longest]).map((word) => sql`d.title_words && ${titleWords(q, sql`word like ${`%${likeEscape(word)}%`}`)}`)
  return sql`(${sql.join(each, sql` and `)} and d.folded_title like ${q.contains})`
}

/**
 * Whether a document (of search_documents d) matches. Each way of matching is indexed, so the
 * planner ORs bitmaps of the indexes instead of reading every document of the language.
 */
function matchSql(q: QueryParams): SQL {
  // Most matches are title matches: their cheap test comes first, and the document's vector (the
  // widest column) is only read for the others.
  const ways = [containsMatch(q), sql`d.document @@ tq.query`]
  if (q.typo) ways.push(typoMatch(q))
  if (q.skuLike) ways.push(sql`(d.sku is not null and lower(d.sku) like ${q.prefix})`)
  return sql`(${sql.join(ways, sql` or `)})`
}

/**
 * The matches with their place in their category's order (n, from 1), the category's total and
 * whether the title matched (2: has the words, 1: has them with a typo, 0: only the text has
 * them). Pages and posts published for later are not there yet.
 */
function rankedSql(q: QueryParams, category?: SearchCategory): SQL {
  return sql`
    select category, id, title_hit, count(*) over (partition by category) as total,
      row_number() over (partition by category order by title_hit desc, rank desc,
        -- Trigram similarity orders the typo matches (their rank is 0); worked out for those only.
        case when title_hit = 1 then word_similarity(${q.folded}, folded_title) else 0 end desc, lower(title), id) as n
    from (
      select d.category, d.entity_id as id, d.title, d.folded_title,
        case when d.title_vector @@ tq.query or d.folded_title like ${q.contains} then 2 when ${typoMatch(q)} then 1 else 0 end as title_hit,
        ts_rank(d.title_vector, tq.query) as rank
      from search_documents d cross join (select to_tsquery(${q.config}, ${q.tsQuery}) as query) tq
      where d.locale = ${q.locale} and ${matchSql(q)}
        and (d.published_at is null or d.published_at <= now())${category ? sql` and d.category = ${category}` : sql``}
    ) m`
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
