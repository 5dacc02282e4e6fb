import { expect, test } from 'vitest'
import { translate } from './i18n'

test('each locale keeps its own translator: messages, parameters and a missing key as it is', () => {
  expect(translate('hr', 'api.filter.yes')).not.toBe(translate('en', 'api.filter.yes'))
  expect(translate('en', 'api.filter.yes')).toBe(translate('en', 'api.filter.yes'))
  expect(translate('en', 'orders.nope.missing')).toBe('orders.nope.missing')
  expect(translate('hr', 'shell.header.cart', { count: 1 })).toBe('Košarica, 1 proizvod')
  expect(translate('hr', 'shell.header.cart', { count: 3 })).toBe('Košarica, 3 proizvoda')
})
