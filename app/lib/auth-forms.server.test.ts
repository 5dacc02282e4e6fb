import { describe, expect, test } from 'vitest'
import { DomainError } from '~/server/lib/errors'
import { registerInput } from '~/server/modules/customers/validation'
import { checkFields, domainErrors, postedFields } from './auth-forms.server'

describe('account form helpers', () => {
  test('every field of a form gets its first error at once, with the message key and {length}', () => {
    const errors = checkFields(registerInput, { firstName: '', lastName: 'K', email: 'nije-adresa', password: 'kratka', confirmedPassword: 'druga' })
    expect(errors).toEqual({
      firstName: { code: 'core.validation.required' },
      email: { code: 'core.validation.email' },
      password: { code: 'core.validation.minLength', params: { length: 8 } },
      confirmedPassword: { code: 'core.validation.repeatPassword' },
    })
    expect(checkFields(registerInput, { firstName: 'A', lastName: 'K', email: 'a@b.hr', password: 'Lozinka-2026', confirmedPassword: 'Lozinka-2026' })).toBeNull()
  })

  test('a service error lands on the field it names, else on the form; bugs are rethrown', () => {
    expect(domainErrors(new DomainError('core.errors.incorrectOldPassword', 400, { field: 'oldPassword' }))).toEqual({ oldPassword: { code: 'core.errors.incorrectOldPassword' } })
    expect(domainErrors(new DomainError('core.errors.INVALID_LOGIN', 401))).toEqual({ form: { code: 'core.errors.INVALID_LOGIN' } })
    expect(() => domainErrors(new Error('database down'))).toThrow('database down')
    expect(() => domainErrors(new DomainError('core.errors.somethingWentWrong', 500))).toThrow()
  })

  test('posted fields: the first value of each name, lists for the names asked', async () => {
    const body = new URLSearchParams([['email', 'a@b.hr'], ['acceptedConsents', 'privacy'], ['acceptedConsents', 'newsletter'], ['email', 'second']])
    const { fields, lists } = await postedFields(new Request('http://127.0.0.1/registracija', { method: 'POST', body }), ['acceptedConsents'])
    expect(fields.email).toBe('a@b.hr')
    expect(lists.acceptedConsents).toEqual(['privacy', 'newsletter'])
  })
})
