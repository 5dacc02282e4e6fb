import { describe, expect, test } from 'vitest'
import { apiClient, testContext } from '~/tests/support/test-context'
import { addressList, createAddress, updateAddress } from './addresses'
import { register } from './service'
import { uniqueEmail, validRegistration } from './test-helpers'

const home = { firstName: 'Ana', lastName: 'Šimić', contactPhone: '+385 91 234 5678', street: 'Ilica', houseNumber: '1a', city: 'Zagreb', zipCode: '10000', country: 'hr' }

async function customerCtx() {
  const anonymous = await testContext()
  const registered = await register(anonymous, validRegistration(uniqueEmail()))
  return { ctx: await testContext({ user: { ...registered.user } }), tokens: registered.tokens }
}

describe('addresses', () => {
  test('create (the first is the default), list, update; a new default replaces the old', async () => {
    const { ctx } = await customerCtx()
    const first = await createAddress(ctx, home)
    expect(first).toMatchObject({ ...home, country: 'HR', isDefault: true })
    const second = await createAddress(ctx, { ...home, city: 'Split', zipCode: '21000' })
    expect(second.isDefault).toBe(false)
    await updateAddress(ctx, second.id, { isDefault: true, street: 'Riva' })
    const list = await addressList(ctx)
    expect(list.map((a) => [a.city, a.street, a.isDefault])).toEqual([
      ['Split', 'Riva', true],
      ['Zagreb', 'Ilica', false],
    ])
  })

  test('required fields, numeric zip and phone, a known country', async () => {
    const { ctx } = await customerCtx()
    await expect(createAddress(ctx, { ...home, street: ' ' })).rejects.toMatchObject({ code: 'core.validation.required', params: { field: 'street' } })
    await expect(createAddress(ctx, { ...home, zipCode: '10A00' })).rejects.toMatchObject({ code: 'core.validation.numeric', params: { field: 'zipCode' } })
    await expect(createAddress(ctx, { ...home, contactPhone: 'zovi me' })).rejects.toMatchObject({ code: 'core.validation.numeric' })
    await expect(createAddress(ctx, { ...home, country: 'XX' })).rejects.toMatchObject({ code: 'account.errors.unknownCountry' })
  })

  test("another user's address answers 404; anonymous 401", async () => {
    const owner = await customerCtx()
    const other = await customerCtx()
    const address = await createAddress(owner.ctx, home)
    await expect(updateAddress(other.ctx, address.id, { city: 'Osijek' })).rejects.toMatchObject({ code: 'account.errors.addressNotFound', status: 404 })
    expect((await addressList(owner.ctx))[0]!.city).toBe('Zagreb')
    await expect(addressList(await testContext())).rejects.toMatchObject({ status: 401 })
  })

  test('through the API: create, update, another user 404, a malformed id 400', async () => {
    const client = await apiClient()
    const owner = await customerCtx()
    const other = await customerCtx()
    const created = await client.request('/api/v1/user/web/address/create', { method: 'POST', json: home, headers: { accessToken: owner.tokens.accessToken } })
    expect(created.status).toBe(200)
    const { id } = ((await created.json()) as { data: { id: number } }).data
    const foreign = await client.request(`/api/v1/user/web/address/update/${id}`, { method: 'PATCH', json: { city: 'Osijek' }, headers: { accessToken: other.tokens.accessToken } })
    expect(foreign.status).toBe(404)
    const own = await client.request(`/api/v1/user/web/address/update/${id}`, { method: 'PATCH', json: { city: 'Osijek' }, headers: { accessToken: owner.tokens.accessToken } })
    expect(((await own.json()) as { data: { city: string } }).data.city).toBe('Osijek')
    const list = await client.request('/api/v1/user/web/address/list', { headers: { accessToken: owner.tokens.accessToken } })
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(1)
    const malformed = await client.request('/api/v1/user/web/address/update/abc', { method: 'PATCH', json: {}, headers: { accessToken: owner.tokens.accessToken } })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('api.invalidInput')
    const missing = await client.request('/api/v1/user/web/address/create', { method: 'POST', json: { ...home, city: undefined }, headers: { accessToken: owner.tokens.accessToken } })
    expect(((await missing.json()) as { error: { payload: { message: string } } }).error.payload.message).toBe('Unos ovog polja je obavezan')
  })
})
