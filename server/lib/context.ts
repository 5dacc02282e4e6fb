import type { Locale } from '~/app/i18n/locales'
import type { Db, Database } from '~/server/db/client'
import type { Cache } from './cache'
import type { Config } from './config'
import type { Logger } from './logger'
import type { RateLimits } from './rate-limit'

/** What the process holds for its lifetime: created once by createAppContext, shared by all requests. */
export interface AppContext {
  readonly config: Config
  readonly database: Database
  readonly db: Db
  readonly cache: Cache
  /** Shared by every process like the cache (Redis when REDIS_URL is set). */
  readonly rateLimits: RateLimits
  readonly log: Logger
  /**
   * The process's mail worker (mail/outbox.ts), where one runs (npm start, npm run dev; not in
   * tests). After committing a write that queued mail, `kick()` sends it now instead of at the
   * next poll, a few seconds later.
   */
  readonly mailWorker?: { kick(): void }
}

/** A signed-in user as services see it; filled by the accounts module from a verified access token. */
export interface SessionUser {
  id: number
  email: string
  isBackofficeUser: boolean
  scope: string[]
  firstName?: string
  lastName?: string
}

/** The site a request belongs to: found by its apiKey (or the skipApiKey cookie), SPEC §7. */
export interface RequestSite {
  id: number
  name: string
  url: string
  apiKeyId: number
}

/** The store a request is priced in: the `store` header, else the store of the request's language. */
export interface RequestStore {
  id: number
  locale: Locale
  languageCode: string
  currencyId: number
  currencyLabel: string
  currencySymbol: string
  loyalty: boolean
}

/**
 * What every service receives first (STYLE §8): who asks, in which language and store, and the
 * process's database, cache and logger. Built per request by the API and by page loaders alike.
 */
export interface RequestContext extends AppContext {
  readonly locale: Locale
  readonly requestId: string
  readonly user: SessionUser | null
  /** Set by the API for requests that passed the apiKey check; page loaders may leave them out. */
  readonly site?: RequestSite
  readonly store?: RequestStore
  /** The raw accessToken header; the accounts module verifies it and fills `user`. */
  readonly accessToken?: string
}

export function requestContext(
  app: AppContext,
  input: {
    locale: Locale
    requestId: string
    user?: SessionUser | null
    site?: RequestSite
    store?: RequestStore
    accessToken?: string
  },
): RequestContext {
  return {
    ...app,
    locale: input.locale,
    requestId: input.requestId,
    user: input.user ?? null,
    ...(input.site && { site: input.site }),
    ...(input.store && { store: input.store }),
    ...(input.accessToken && { accessToken: input.accessToken }),
    log: app.log.child({ reqId: input.requestId }),
  }
}
