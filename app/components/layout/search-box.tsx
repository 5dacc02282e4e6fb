import { useId } from 'react'
import { AppForm } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { SearchIcon } from '../ui/icons'

/** SPEC §2 Search box: one text field, a GET form to the search page (works without JavaScript). */
export function SearchBox({ className, onSubmit }: { className?: string; onSubmit?: () => void }) {
  const t = useTranslations('shell.header')
  const locale = useLocale() as Locale
  const id = useId()
  return (
    <AppForm method="get" action={href('search', locale)} role="search" className={`search-box ${className ?? ''}`} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input id={id} name="search" type="search" className="search-box__input" placeholder={t('searchPlaceholder')} autoComplete="off" />
      <button type="submit" className="search-box__submit" aria-label={t('searchSubmit')}>
        <SearchIcon />
      </button>
    </AppForm>
  )
}
