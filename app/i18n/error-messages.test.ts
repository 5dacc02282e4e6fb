import { data } from 'react-router'
import { describe, expect, test } from 'vitest'
import { errorMessagesOf, isMaintenance, pickErrorMessages } from './error-messages'
import { messagesFor } from './messages'

describe('the messages of a thrown root loader response', () => {
  const messages = pickErrorMessages(messagesFor('en'))

  test('come from its data, maintenance or not', () => {
    const maintenance = { status: 503, statusText: '', internal: false, data: { reason: 'maintenance', messages } }
    expect(errorMessagesOf(maintenance)?.page.maintenance).toBe('Maintenance in progress, we will be back with you soon!')
    expect(isMaintenance(maintenance)).toBe(true)
    const failure = { status: 500, statusText: '', internal: false, data: { reason: 'error', messages } }
    expect(errorMessagesOf(failure)?.shell.error.title).toBe('Error {status}')
    expect(isMaintenance(failure)).toBe(false)
  })

  test('are absent for a response without them and for any other error', () => {
    expect(errorMessagesOf({ status: 404, statusText: '', internal: false, data: null })).toBeUndefined()
    expect(errorMessagesOf(new Error('boom'))).toBeUndefined()
    expect(errorMessagesOf(data(null, 404))).toBeUndefined()
  })
})
