import { membershipCards } from '~/server/modules/cart/schema'
import { users } from '~/server/modules/customers/schema'
import { hashPassword } from '~/server/modules/customers/password'
import type { SeedDb } from './types'

export interface SeedUsers {
  backoffice: { email: string; password: string }
  customer: { email: string; password: string; memberCardBarcode: string }
}

/** Hashes are made before the transaction (argon2 is slow on purpose); this only inserts. */
export async function hashUserPasswords(input: SeedUsers): Promise<[string, string]> {
  return Promise.all([hashPassword(input.backoffice.password), hashPassword(input.customer.password)])
}

/** The back-office user printed by `npm start` and a demo customer with an active membership card. */
export async function seedUsers(db: SeedDb, input: SeedUsers, hashes: [string, string]): Promise<void> {
  const confirmed = new Date()
  const rows = await db.insert(users).values([
    {
      email: input.backoffice.email, passwordHash: hashes[0], firstName: 'Ana', lastName: 'Kovač',
      isBackofficeUser: true, scope: ['admin'], emailConfirmedAt: confirmed,
    },
    {
      email: input.customer.email, passwordHash: hashes[1], firstName: 'Ivana', lastName: 'Horvat',
      memberCardBarcode: input.customer.memberCardBarcode, emailConfirmedAt: confirmed,
    },
  ]).returning({ id: users.id, email: users.email })
  const customer = rows.find((r) => r.email === input.customer.email)!
  await db.insert(membershipCards).values([
    { barcode: input.customer.memberCardBarcode, holderName: 'Ivana Horvat', userId: customer.id },
    // A card handed out in a shop and not yet linked to an account: any logged-in customer may use it.
    { barcode: unassignedMemberCardBarcode },
  ])
}

/** The demo's card issued to no one (a valid EAN-13 with the Croatian 385 prefix). */
export const unassignedMemberCardBarcode = '3850000000022'
