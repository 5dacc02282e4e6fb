import { useMatches } from 'react-router'
import { CartLink } from './cart-link'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { MainNav } from './main-nav'
import { MobileMenu } from './mobile-menu'
import { SearchBox } from './search-box'
import type { ShellData } from './shell-data.server'
import { UserMenu } from './user-menu'

/** SPEC §9: the header is transparent on the home page until the visitor scrolls 250px. */
const transparentUntil = 250

/** The home page ships no client framework: app/enhance/header.ts drops the transparency on scroll. */
export function SiteHeader({ data }: { data: ShellData }) {
  const isHome = useMatches().at(-1)?.id.startsWith('home.') ?? false
  return (
    <header
      className={`site-header${isHome ? ' site-header--transparent' : ''}`}
      data-transparent-until={isHome ? transparentUntil : undefined}
    >
      <div className="container site-header__inner">
        <MobileMenu items={data.navigation} user={data.user} />
        <Logo siteName={data.siteName} />
        <MainNav items={data.navigation} />
        <div className="site-header__actions">
          <SearchBox className="site-header__search" />
          <LanguageSwitcher />
          <UserMenu user={data.user} />
          <CartLink count={data.cartCount} />
        </div>
      </div>
    </header>
  )
}
