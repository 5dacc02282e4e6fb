import { beforeEach, describe, expect, test } from 'vitest'
import { demoCustomerLogin } from '~/server/db/seed/demo-shop'
import { addressList, createAddress } from '~/server/modules/customers/addresses'
import { profile, register } from '~/server/modules/customers/service'
import { uniqueEmail, validRegistration } from '~/server/modules/customers/test-helpers'
import { resetRateLimits, testContext } from '~/tests/support/test-context'
import { saveAddress, saveDetails } from './profile-forms.server'

beforeEach(() => resetRateLimits())

async function customer() {
  const anonymous = await testContext()
  const { user } = await register(anonymous, validRegistration(uniqueEmail('profil')))
  return testContext({ user: { ...user } })
}

const details = { firstName: 'Ana', lastName: 'Šimić', email: '', memberCardBarcode: '' }
const home = { firstName: 'Ana', lastName: 'Šimić', contactPhone: '091 234 5678', street: 'Ilica', houseNumber: '1a', city: 'Zagreb', zipCode: '10000', country: 'HR' }

describe('saveDetails', () => {
  test('every wrong field answers its message at once, with what was typed', async () => {
    const ctx = await customer()
    const typed = { firstName: ' ', lastName: 'Horvat', email: 'nije-email', memberCardBarcode: '38500A' }
    expect(await saveDetails(ctx, { ...typed, intent: 'details' })).toEqual({
      status: 400,
      answer: {
        intent: 'details',
        values: typed,
        errors: {
          firstName: { code: 'core.validation.required' },
          email: { code: 'core.validation.email' },
          memberCardBarcode: { code: 'core.notifications.membershipCardBarcodeInvalid' },
        },
      },
    })
  })

  test("another account's e-mail is refused on the e-mail field (409 userAlreadyExist)", async () => {
    const ctx = await customer()
    const outcome = await saveDetails(ctx, { ...details, email: demoCustomerLogin.email })
    expect(outcome).toMatchObject({ status: 409, answer: { errors: { email: { code: 'core.errors.userAlreadyExist' } } } })
  })

  test('a save answers the flash; a new e-mail says it was sent a confirmation', async () => {
    const ctx = await customer()
    const own = (await profile(ctx)).email
    expect(await saveDetails(ctx, { ...details, firstName: 'Petra', email: own, memberCardBarcode: '3850000000024' }))
      .toEqual({ saved: { message: 'account.profile.detailsSaved' } })
    expect(await profile(ctx)).toMatchObject({ firstName: 'Petra', memberCardBarcode: '3850000000024', emailConfirmed: false })
    const changed = uniqueEmail('nova')
    expect(await saveDetails(ctx, { ...details, email: changed.toUpperCase() }))
      .toEqual({ saved: { message: 'account.profile.detailsSavedEmail', params: { email: changed } } })
    expect(await profile(ctx)).toMatchObject({ email: changed, memberCardBarcode: null })
  })
})

describe('saveAddress', () => {
  test('a new address is saved; wrong fields come back with what was typed', async () => {
    const ctx = await customer()
    const refused = await saveAddress(ctx, 'address-create', { ...home, zipCode: '10A', street: '' })
    expect(refused).toEqual({
      status: 400,
      answer: {
        intent: 'address-create',
        addressId: null,
        values: { ...home, zipCode: '10A', street: '', isDefault: false },
        errors: { street: { code: 'core.validation.required' }, zipCode: { code: 'core.validation.numeric' } },
      },
    })
    expect(await saveAddress(ctx, 'address-create', home)).toEqual({ saved: { message: 'account.profile.addresses.added' } })
    expect(await addressList(ctx)).toMatchObject([{ ...home, isDefault: true }])
  })

  test('an edit saves the own address; an unticked default box leaves the default where it is', async () => {
    const ctx = await customer()
    const first = await createAddress(ctx, home)
    const second = await createAddress(ctx, { ...home, city: 'Split' })
    expect(await saveAddress(ctx, 'address-update', { ...home, addressId: String(second.id), street: 'Riva' }))
      .toEqual({ saved: { message: 'account.profile.addresses.saved' } })
    expect((await addressList(ctx)).map((a) => [a.id, a.street, a.isDefault])).toEqual([[first.id, 'Ilica', true], [second.id, 'Riva', false]])
    await saveAddress(ctx, 'address-update', { ...home, addressId: String(second.id), isDefault: 'on' })
    expect((await addressList(ctx)).map((a) => [a.id, a.isDefault])).toEqual([[second.id, true], [first.id, false]])
  })

  test("another customer's address, a missing or a malformed id answer 404 addressNotFound", async () => {
    const owner = await customer()
    const theirs = await createAddress(owner, home)
    const ctx = await customer()
    for (const addressId of [String(theirs.id), '', 'abc', '-1', '99999999999']) {
      const outcome = await saveAddress(ctx, 'address-update', { ...home, addressId })
      expect(outcome).toMatchObject({ status: 404, answer: { intent: 'address-update', errors: { form: { code: 'account.errors.addressNotFound' } } } })
    }
    expect(await addressList(owner)).toMatchObject([{ street: 'Ilica', city: 'Zagreb' }])
  })
})
