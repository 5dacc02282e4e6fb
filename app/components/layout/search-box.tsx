import { useEffect, useId } from 'react'
import { AppForm } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { SearchIcon } from '../ui/icons'

/**
 * SPEC §2 Search box: one text field, a GET form to the search page (works without JavaScript).
 * With it, the field is a combobox with suggestions (app/enhance/search-suggest.ts): attached by
 * the enhancement script on pages without the client framework, by the effect below on the others.
 * The suggestions' wording travels in data attributes, so the script carries no messages.
 */
export function SearchBox({ className, onSubmit }: { className?: string; onSubmit?: () => void }) {
  const t = useTranslations('shell.header')
  const s = useTranslations('search')
  const locale = useLocale() as Locale
  const id = useId()
  const formId = `${id}-form`
  const listId = `${id}-suggestions`
  useEffect(() => {
    const form = document.getElementById(formId)
    if (form instanceof HTMLFormElement) void import('~/app/enhance/search-suggest').then((m) => m.attachSearchSuggest(form))
  }, [formId])
  return (
    <AppForm
      id={formId}
      method="get"
      action={href('search', locale)}
      role="search"
      className={`search-box ${className ?? ''}`}
      onSubmit={onSubmit}
      data-search-suggest={href('searchSuggest', locale)}
      data-suggest-all={s('suggestions.all', { search: '{search}' })}
      data-suggest-count={s('suggestions.count', { count: '{count}' })}
      data-suggest-none={s('suggestions.none')}
      data-category-pages={s('categories.pages')}
      data-category-products={s('categories.products')}
      data-category-posts={s('categories.posts')}
      data-category-product-categories={s('categories.productCategories')}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        className="search-box__input"
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={listId}
      />
      <button type="submit" className="search-box__submit" aria-label={t('searchSubmit')}>
        <SearchIcon />
      </button>
      <ul id={listId} role="listbox" className="search-suggest" aria-label={s('suggestions.label')} hidden />
      <span className="visually-hidden" role="status" data-suggest-status />
    </AppForm>
  )
}
