import { hash, verify, type Algorithm } from '@node-rs/argon2'

/** @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id. */
const argon2id = 2 satisfies Algorithm.Argon2id

/**
 * Passwords are stored only as argon2id hashes (OWASP's first choice); the parameters live in the
 * encoded hash, so raising them later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id })
}

/** False for a wrong password and for a malformed hash alike: a login never learns which. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
