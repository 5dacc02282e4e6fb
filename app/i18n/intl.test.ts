import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { IntlProvider, useFormatter, useTranslations } from './intl'
import { messagesFor } from './messages'

function Price({ count }: { count: number }) {
  const t = useTranslations('shell.header')
  const format = useFormatter()
  return createElement('p', null, `${t('cart', { count })} · ${format.number(1234.5)}`)
}

/** The markup of Price in a provider of this locale (no JSX: the unit tests are plain .ts). */
function render(locale: 'hr' | 'en', count: number): string {
  return renderToStaticMarkup(createElement(IntlProvider, { locale, messages: messagesFor(locale), children: createElement(Price, { count }) }))
}

describe('app/i18n/intl', () => {
  test('translates with ICU plurals and formats numbers in the provider’s locale', () => {
    expect(render('hr', 2)).toBe('<p>Košarica, 2 proizvoda · 1.234,5</p>')
    expect(render('en', 1)).toBe('<p>Cart, 1 item · 1,234.5</p>')
  })

  test('a second render in another locale does not get the first one’s cached translations', () => {
    const first = render('hr', 5)
    render('en', 5)
    expect(render('hr', 5)).toBe(first)
    expect(first).toBe('<p>Košarica, 5 proizvoda · 1.234,5</p>')
  })

  // One way to translate: use-intl's own provider keeps its cache per render (see intl.tsx), and
  // its hooks would find no provider here at all.
  test('components take the hooks from ~/app/i18n/intl, not from use-intl', () => {
    const offenders = sourceFiles(path.resolve(__dirname, '..')).filter((file) => /from 'use-intl'/.test(readFileSync(file, 'utf8')))
    expect(offenders.map((f) => path.relative(process.cwd(), f))).toEqual(['app/i18n/intl.tsx'])
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx') ? [full] : []
  })
}
