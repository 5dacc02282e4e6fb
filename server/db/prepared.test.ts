import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { testContext } from '~/tests/support/test-context'
import { executePrepared } from './prepared'

test('a prepared read returns the same rows on every call, whatever its text parameters hold', async () => {
  const ctx = await testContext()
  const read = (text: string, n: number) => executePrepared(ctx, 'test_echo', sql`select ${text}::text as text, ${n}::int + 1 as next`)
  for (const text of ["it's", 'back\\slash', "'); drop table products; --", 'ćevapi €']) {
    expect(await read(text, 41)).toEqual([{ text, next: 42 }])
  }
})

test('inside a transaction the statement runs on the transaction, seeing its writes', async () => {
  const ctx = await testContext()
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table prepared_probe (v int)`)
    await tx.execute(sql`insert into prepared_probe values (7)`)
    expect(await executePrepared({ ...ctx, db: tx }, 'test_probe', sql`select v from prepared_probe`)).toEqual([{ v: 7 }])
  })
})
