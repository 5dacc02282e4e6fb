import type { Db } from '~/server/db/client'
import type { Locale } from '~/app/i18n/locales'

/** The seed writes through one transaction; a transaction is a Db for every insert it makes. */
export type SeedDb = Db

export type Localized<T> = Record<Locale, T>

/** Ids handed from one seed step to the next, by the stable keys of the seed data. */
export interface SeedIds {
  media: Map<string, number>
  categories: Map<string, number>
  products: Map<string, number>
  pages: Map<string, number>
}

export function idOf(map: Map<string, number>, key: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`seed: unknown key ${key}`)
  return id
}

export const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * 86_400_000)
