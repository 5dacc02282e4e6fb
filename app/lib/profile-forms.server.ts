import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { addressInput, createAddress, updateAddress } from '~/server/modules/customers/addresses'
import { profile, updateProfile } from '~/server/modules/customers/service'
import { updateProfileInput } from '~/server/modules/customers/validation'
import { checkFields, domainErrors, type FormErrors } from './auth-forms.server'
import type { Flash } from './flash.server'

/**
 * The profile's own forms (issue 5): personal details and addresses. Each field is checked with the
 * module's schema first, so every wrong field shows its message at once; a saved form answers with
 * the flash for the redirect (post/redirect/get), a refused one with the errors and what was typed.
 */
export interface DetailsValues {
  firstName: string
  lastName: string
  email: string
  memberCardBarcode: string
}

export interface AddressValues {
  firstName: string
  lastName: string
  contactPhone: string
  street: string
  houseNumber: string
  city: string
  zipCode: string
  country: string
  isDefault: boolean
}

export type DetailsAnswer = { intent: 'details'; errors: FormErrors; values: DetailsValues }
export type AddressIntent = 'address-create' | 'address-update'
export type AddressAnswer = { intent: AddressIntent; addressId: number | null; errors: FormErrors; values: AddressValues }

export type FormOutcome<A> = { saved: Flash } | { status: number; answer: A }

/** SPEC §7 web/update from the details tab; a new e-mail gets its own notice (it must be confirmed again). */
export async function saveDetails(ctx: RequestContext, fields: Record<string, string>): Promise<FormOutcome<DetailsAnswer>> {
  const values: DetailsValues = {
    firstName: clip(fields.firstName, 101),
    lastName: clip(fields.lastName, 101),
    email: clip(fields.email, 255),
    memberCardBarcode: clip(fields.memberCardBarcode, 21),
  }
  const refused = (errors: FormErrors, status = 400) => ({ status, answer: { intent: 'details' as const, errors, values } })
  const invalid = checkFields(updateProfileInput, values)
  if (invalid) return refused(invalid)
  try {
    const before = await profile(ctx)
    const user = await updateProfile(ctx, values)
    if (user.email !== before.email) return { saved: { message: 'account.profile.detailsSavedEmail', params: { email: user.email } } }
    return { saved: { message: 'account.profile.detailsSaved' } }
  } catch (error) {
    const found = domainErrors(error)
    // SPEC §8 'User already exist.': about the e-mail field, as on the register form.
    if (found.form?.code === 'core.errors.userAlreadyExist') return refused({ email: found.form }, 409)
    return refused(found)
  }
}

/** SPEC §7 web/address/create and update/{id}; another customer's id answers 404 addressNotFound. */
export async function saveAddress(ctx: RequestContext, intent: AddressIntent, fields: Record<string, string>): Promise<FormOutcome<AddressAnswer>> {
  const values: AddressValues = {
    firstName: clip(fields.firstName, 101),
    lastName: clip(fields.lastName, 101),
    contactPhone: clip(fields.contactPhone, 31),
    street: clip(fields.street, 201),
    houseNumber: clip(fields.houseNumber, 21),
    city: clip(fields.city, 101),
    zipCode: clip(fields.zipCode, 11),
    country: clip(fields.country, 3),
    isDefault: fields.isDefault === 'on' || fields.isDefault === 'true',
  }
  const addressId = intent === 'address-update' ? idOf(fields.addressId) : null
  const refused = (errors: FormErrors, status = 400) => ({ status, answer: { intent, addressId, errors, values } })
  // Unticked is "leave as it is": the default moves only to another address, never to none.
  const input = { ...values, isDefault: values.isDefault || undefined }
  const invalid = checkFields(addressInput, input)
  if (invalid) return refused(invalid)
  try {
    if (intent === 'address-create') {
      await createAddress(ctx, input)
      return { saved: { message: 'account.profile.addresses.added' } }
    }
    if (addressId === null) throw new DomainError('account.errors.addressNotFound', 404)
    await updateAddress(ctx, addressId, input)
    return { saved: { message: 'account.profile.addresses.saved' } }
  } catch (error) {
    return refused(domainErrors(error), error instanceof DomainError ? error.status : 400)
  }
}

function clip(value: string | undefined, max: number): string {
  return (value ?? '').slice(0, max)
}

function idOf(value: string | undefined): number | null {
  // Ids are PostgreSQL integers: anything larger is no address at all, not a database error.
  const id = Number(value)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}
