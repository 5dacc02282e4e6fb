import type { SessionUser } from '~/server/lib/context'
import type { users } from './schema'

/**
 * The user as the API and pages show it (SPEC §3 auth user: id, isBackofficeUser, scope, email,
 * memberCardBarcode), never the row: no password hash. Scopes come as a list (`scope`) and as a
 * map (`scopes`), since SPEC §6 says clients read either.
 */
export interface UserView {
  id: number
  email: string
  firstName: string
  lastName: string
  isBackofficeUser: boolean
  isGuest: boolean
  scope: string[]
  scopes: Record<string, true>
  memberCardBarcode: string | null
  emailConfirmed: boolean
}

type UserRow = typeof users.$inferSelect

export function userView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isBackofficeUser: row.isBackofficeUser,
    isGuest: row.isGuest,
    scope: [...row.scope],
    scopes: scopeMap(row.scope),
    memberCardBarcode: row.memberCardBarcode,
    emailConfirmed: row.emailConfirmedAt !== null,
  }
}

export function scopeMap(scope: readonly string[]): Record<string, true> {
  return Object.fromEntries(scope.map((s) => [s, true as const]))
}

/** SPEC §6 scope check, for a list or a map alike; the `admin` scope holds every other one. */
export function hasScope(user: Pick<SessionUser, 'scope'> | { scope: Record<string, boolean> } | null, name: string): boolean {
  if (!user) return false
  const scope = user.scope
  if (Array.isArray(scope)) return scope.includes(name) || scope.includes('admin')
  return Boolean((scope as Record<string, boolean>)[name] || (scope as Record<string, boolean>).admin)
}

export function sessionUserOf(row: UserRow): SessionUser & { firstName: string; lastName: string } {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, isBackofficeUser: row.isBackofficeUser, scope: [...row.scope] }
}
