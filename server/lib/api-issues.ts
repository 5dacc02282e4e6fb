import { locales as zodLocales } from 'zod'
import type { $ZodIssue } from 'zod/v4/core'
import type { Locale } from '~/app/i18n/locales'
import { translate } from './i18n'

const zodMessages = { hr: zodLocales.hr().localeError, en: zodLocales.en().localeError }

/** A message that is a key of messages/*.json (STYLE §6: schemas carry keys, not text). */
const looksLikeKey = (message: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(message)

/**
 * Turns zod issues into one readable line in the request's language, for the api.invalidInput
 * envelope: "query.type: Unos ovog polja je obavezan; body.keys: očekuje se popis".
 * At most five issues: a client sending garbage needs the first mistakes, not all of them.
 */
export function describeIssues(locale: Locale, issues: readonly $ZodIssue[], target?: string): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = [...(target ? [target] : []), ...issue.path.map(String)].join('.')
      const message = issueMessage(locale, issue)
      return path ? `${path}: ${message}` : message
    })
    .join('; ')
}

function issueMessage(locale: Locale, issue: $ZodIssue): string {
  if (looksLikeKey(issue.message)) {
    const translated = translate(locale, issue.message)
    if (translated !== issue.message) return translated
  }
  switch (issue.code) {
    // zod drops the input from finished issues, so "missing" is read from its English message.
    case 'invalid_type':
      return /received undefined$/.test(issue.message)
        ? translate(locale, 'core.validation.required')
        : translate(locale, 'api.issue.invalidType', { expected: issue.expected })
    case 'unrecognized_keys':
      return translate(locale, 'api.issue.unrecognizedKeys', { keys: issue.keys.join(', ') })
    case 'custom':
      return issue.message
    default: {
      const message = zodMessages[locale](issue as never)
      return typeof message === 'string' ? message : (message?.message ?? issue.message)
    }
  }
}
