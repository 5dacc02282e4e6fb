import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { testContext } from '~/tests/support/test-context'
import { preparedRead } from './prepared'

test('a prepared read returns the same rows on every call, whatever its text parameters hold', async () => {
  const ctx = await testContext()
  const read = preparedRead<{ text: string; n: number }>('test_echo', ({ text, n }) => sql`select ${text}::text as text, ${n}::int + 1 as next`)
  for (const text of ["it's", 'back\\slash', "'); drop table products; --", 'ćevapi €']) {
    expect(await read(ctx, { text, n: 41 })).toEqual([{ text, next: 42 }])
  }
})

test('its text is built once, with a placeholder for each value, however often it runs', async () => {
  const ctx = await testContext()
  const built: unknown[] = []
  const read = preparedRead<{ a: number; b: string }>('test_built_once', (values) => {
    built.push(values.a)
    // A value used twice is bound twice, like any other.
    return sql`select ${values.a}::int as a, ${values.b}::text as b, ${values.a}::int * 2 as twice`
  })
  expect(await read(ctx, { a: 1, b: 'x' })).toEqual([{ a: 1, b: 'x', twice: 2 }])
  expect(await read(ctx, { a: 5, b: 'y' })).toEqual([{ a: 5, b: 'y', twice: 10 }])
  expect(await read(ctx, { a: 7, b: null } as unknown as { a: number; b: string })).toEqual([{ a: 7, b: null, twice: 14 }])
  expect(built).toHaveLength(1)
  expect(built[0]).toMatchObject({ name: 'a' })
})

test('inside a transaction the statement runs on the transaction with its values, seeing its writes', async () => {
  const ctx = await testContext()
  const read = preparedRead<{ min: number }>('test_probe', ({ min }) => sql`select v from prepared_probe where v >= ${min} order by v`)
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table prepared_probe (v int)`)
    await tx.execute(sql`insert into prepared_probe values (3), (7), (9)`)
    expect(await read({ ...ctx, db: tx }, { min: 5 })).toEqual([{ v: 7 }, { v: 9 }])
  })
})

test('a statement name that is not a plain identifier is refused', () => {
  expect(() => preparedRead('x; drop table products', () => sql`select 1`)).toThrow('not a statement name')
})
