import { locales } from '~/app/i18n/locales'
import { CachedFragment, type SlotOf } from './cached-fragment'
import { CartLink } from './cart-link'
import { LanguageSwitcher, type LanguageTargets } from './language-switcher'
import { Logo } from './logo'
import { MainNav } from './main-nav'
import { MobileMenu } from './mobile-menu'
import { SearchBox } from './search-box'
import type { ShellData } from './shell-data.server'
import { UserMenu } from './user-menu'

/** SPEC §9: the header is transparent on the home page until the visitor scrolls 250px. */
const transparentUntil = 250

type HeaderDeps = Pick<ShellData, 'navigation' | 'user' | 'cartCount' | 'siteName'>
type HeaderSlot = `lang-${(typeof locales)[number]}`

/**
 * The home page ships no client framework: app/enhance/header.ts drops the transparency on scroll.
 * Its content is the same on every page of a language but for the language links (slots), so on
 * pages without the client framework it is rendered once and kept (cached-fragment.tsx).
 */
export function SiteHeader({ data, isHome, languageTargets, activePath }: {
  data: ShellData
  isHome: boolean
  languageTargets: LanguageTargets
  /** The current path if a navigation link points at it, else '' (cached-fragment.tsx). */
  activePath: string
}) {
  const slots = Object.fromEntries(locales.map((locale) => [`lang-${locale}`, languageTargets[locale]])) as Record<HeaderSlot, string>
  return (
    <CachedFragment
      name="header"
      as="header"
      attributes={{
        className: `site-header${isHome ? ' site-header--transparent' : ''}`,
        'data-transparent-until': isHome ? String(transparentUntil) : undefined,
      }}
      deps={{ navigation: data.navigation, user: data.user, cartCount: data.cartCount, siteName: data.siteName } satisfies HeaderDeps}
      path={activePath}
      slots={slots}
      render={headerContent}
    />
  )
}

function headerContent(deps: HeaderDeps, slot: SlotOf<HeaderSlot>) {
  const targets = Object.fromEntries(locales.map((locale) => [locale, slot(`lang-${locale}`)])) as LanguageTargets
  return (
    <div className="container site-header__inner">
      <MobileMenu items={deps.navigation} user={deps.user} languageTargets={targets} />
      <Logo siteName={deps.siteName} />
      <MainNav items={deps.navigation} />
      <div className="site-header__actions">
        <SearchBox className="site-header__search" />
        <LanguageSwitcher targets={targets} />
        <UserMenu user={deps.user} />
        <CartLink count={deps.cartCount} />
      </div>
    </div>
  )
}
