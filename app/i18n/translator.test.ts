import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlMessageFormat } from 'intl-messageformat'
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createTranslator, IntlErrorCode, type IntlError } from 'use-intl/core'
import { describe, expect, test, vi } from 'vitest'
import { translatorOf } from './intl'
import { messagesFor } from './messages'
import { createLeanTranslator } from './translator'

const catalog = {
  shop: {
    title: 'Trgovina',
    items: '{count, plural, one {# proizvod} few {# proizvoda} other {# proizvoda}}',
    hello: 'Bok, {name}!',
    quoted: "Upiši '{'kod'}'",
    login: 'Za popust se <link>prijavite</link> ili <link>registrirajte</link>.',
    since: 'Od {when, date, medium} u {when, time, short}',
  },
  list: ['a', 'b'],
}

const translator = (namespace?: string, onError = vi.fn<(error: IntlError) => void>()) => ({
  t: createLeanTranslator({ locale: 'hr', messages: catalog, namespace, messageFormat: (message, locale) => new IntlMessageFormat(message, locale), onError }),
  onError,
})

describe('app/i18n/translator', () => {
  test('plain messages, values, plurals and ICU escapes', () => {
    const { t, onError } = translator('shop')
    expect(t('title')).toBe('Trgovina')
    expect(t('hello', { name: 'Ana' })).toBe('Bok, Ana!')
    expect(t('items', { count: 3 })).toBe('3 proizvoda')
    expect(t('items', { count: 1 })).toBe('1 proizvod')
    expect(t('quoted')).toBe('Upiši {kod}')
    expect(onError).not.toHaveBeenCalled()
  })

  test('a missing key, a namespace and an array are reported and shown as their key', () => {
    const { t, onError } = translator('shop')
    expect(t('nope')).toBe('shop.nope')
    expect(onError.mock.calls[0]![0].code).toBe(IntlErrorCode.MISSING_MESSAGE)
    const root = translator()
    expect(root.t('shop')).toBe('shop')
    expect(root.onError.mock.calls[0]![0].code).toBe(IntlErrorCode.INSUFFICIENT_PATH)
    expect(root.t('list')).toBe('list')
    expect(root.onError.mock.calls[1]![0].code).toBe(IntlErrorCode.INVALID_MESSAGE)
  })

  // Keys can be made from data (`statuses.${status}`): a miss is not kept, so made-up keys cannot
  // grow the translator's memory.
  test('a missing key is looked up again, not remembered', () => {
    const messages: Record<string, Record<string, string>> = { shop: { title: 'Trgovina' } }
    const t = createLeanTranslator({ locale: 'hr', messages, namespace: 'shop', messageFormat: (message, locale) => new IntlMessageFormat(message, locale), onError: () => {} })
    expect(t('later')).toBe('shop.later')
    messages.shop!.later = 'Kasnije'
    expect(t('later')).toBe('Kasnije')
  })

  test('a value missing from a message with arguments is a formatting error, not a crash', () => {
    const { t, onError } = translator('shop')
    expect(t('items', {})).toBe('shop.items')
    expect(onError.mock.calls[0]![0].code).toBe(IntlErrorCode.FORMATTING_ERROR)
  })

  test('rich text: each element of a tag gets its own key, so React renders the parts as a list', () => {
    const { t, onError } = translator('shop')
    const parts = t.rich('login', { link: (chunks: ReactNode) => createElement('a', { href: '/prijava' }, chunks) })
    expect(Array.isArray(parts)).toBe(true)
    const keys = (parts as unknown[]).filter(isValidElement).map((element) => (element as ReactElement).key)
    expect(keys).toEqual(['link0', 'link1'])
    expect(renderToStaticMarkup(createElement('p', null, parts))).toBe('<p>Za popust se <a href="/prijava">prijavite</a> ili <a href="/prijava">registrirajte</a>.</p>')
    expect(onError).not.toHaveBeenCalled()
  })

  test('dates in messages are in the shop\'s time zone, as use-intl shows them', () => {
    const ours = translatorOf('hr', catalog) as unknown as (key: string, values: Record<string, unknown>) => string
    const theirs = createTranslator({ locale: 'hr', messages: catalog, timeZone: 'Europe/Zagreb' }) as unknown as typeof ours
    // 23:30 UTC on New Year's Eve is half past midnight on New Year's Day in Zagreb.
    expect(ours('shop.since', { when })).toBe(theirs('shop.since', { when }))
    expect(ours('shop.since', { when })).toContain('2027')
  })

  test('raw and has', () => {
    const { t } = translator('shop')
    expect(t.raw('hello')).toBe('Bok, {name}!')
    expect(t.has('hello')).toBe(true)
    expect(t.has('nope')).toBe(false)
  })

  // The shop's catalogs give what use-intl's own translator gives, message by message, with
  // values made for each message's arguments (dates in the shop's time zone included).
  test.each(['hr', 'en'] as const)('every message of the %s catalog reads as with use-intl', (locale) => {
    const messages = messagesFor(locale)
    const ours = translatorOf(locale, messages) as unknown as (key: string, values?: Record<string, unknown>) => string
    const theirs = createTranslator({ locale, messages, timeZone: 'Europe/Zagreb' }) as unknown as typeof ours & { rich: typeof ours }
    const oursRich = (ours as unknown as { rich: typeof ours }).rich
    let compared = 0
    for (const [key, message] of strings(messages)) {
      const ast = new IntlMessageFormat(message, locale).getAst()
      const values = valuesFor(ast)
      if (hasTag(ast)) {
        expect(renderToStaticMarkup(createElement('p', null, oursRich(key, values))), key).toBe(renderToStaticMarkup(createElement('p', null, theirs.rich(key, values))))
      } else {
        // Without values, a message with arguments is its text in use-intl's production build and
        // an error in its development build (which the tests load): compared with values only.
        if (Object.keys(values).length > 0) expect(ours(key, values), key).toBe(theirs(key, values))
        else expect(ours(key), key).toBe(theirs(key))
      }
      compared++
    }
    expect(compared).toBeGreaterThan(300)
  })
})

function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value]
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, child] of Object.entries(value)) yield* strings(child, path ? `${path}.${name}` : name)
  }
}

const when = new Date(Date.UTC(2026, 11, 31, 23, 30))

/** A value of the right kind for every argument of a message. */
function valuesFor(ast: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of ast) {
    if (element.type === TYPE.argument) values[element.value] ??= 'Ana'
    else if (element.type === TYPE.number) values[element.value] = 1234.5
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = when
    else if (element.type === TYPE.plural) {
      values[element.value] = 3
      for (const option of Object.values(element.options)) valuesFor(option.value, values)
    } else if (element.type === TYPE.select) {
      values[element.value] ??= 'other'
      for (const option of Object.values(element.options)) valuesFor(option.value, values)
    } else if (element.type === TYPE.tag) {
      const name = element.value
      values[name] = (chunks: unknown) => createElement('b', { 'data-tag': name }, chunks as never)
      valuesFor(element.children, values)
    }
  }
  return values
}

function hasTag(ast: MessageFormatElement[]): boolean {
  return ast.some((element) =>
    element.type === TYPE.tag ||
    ((element.type === TYPE.plural || element.type === TYPE.select) && Object.values(element.options).some((option) => hasTag(option.value))))
}
