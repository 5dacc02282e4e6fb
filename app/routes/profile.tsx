import { data, redirect, useActionData } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/profile'
import { LogoutForm } from '~/app/components/account/logout-form'
import { PasswordChangeForm, type PasswordChangeAnswer } from '~/app/components/account/password-change-form'
import { ProfileAddresses } from '~/app/components/account/profile-addresses'
import { ProfileDetails } from '~/app/components/account/profile-details'
import { ProfileTabs, profileTabs, type ProfileTab } from '~/app/components/account/profile-tabs'
import { WishlistList } from '~/app/components/account/wishlist-list'
import { OrderList } from '~/app/components/orders/order-list'
import { FormNotice } from '~/app/components/account/form-feedback'
import { href } from '~/app/i18n/paths'
import { checkFields, domainErrors, postedFields } from '~/app/lib/auth-forms.server'
import {
  clearCartCookies, clearSessionCookies, cookieHeaders, isSecureRequest, readSessionTokens, requireUser,
} from '~/app/lib/auth-session.server'
import { clearFlashCookie, flashCookie, readFlash, toastField } from '~/app/lib/flash.server'
import { pageMeta, pageName } from '~/app/lib/meta'
import { saveAddress, saveDetails, type AddressAnswer, type DetailsAnswer, type FormOutcome } from '~/app/lib/profile-forms.server'
import { orderListView } from '~/app/lib/orders-view.server'
import { pageContext } from '~/app/lib/request-context.server'
import accountCss from '~/app/styles/account.css?url'
import ordersCss from '~/app/styles/orders.css?url'
import profileCss from '~/app/styles/profile.css?url'
import sectionsCss from '~/app/styles/sections.css?url'
import wishlistCss from '~/app/styles/wishlist.css?url'
import { maxWishlistLimit, wishlistFilter } from '~/server/modules/cart/wishlist'
import { productCards } from '~/server/modules/catalog/service'
import { addressList } from '~/server/modules/customers/addresses'
import { setPassword } from '~/server/modules/customers/password-change'
import { logout, profile } from '~/server/modules/customers/service'
import { passwordLength, setPasswordInput } from '~/server/modules/customers/validation'
import { commons, type CountryView } from '~/server/modules/master/service'
import { customerOrders } from '~/server/modules/orders/customer-orders'

/** sections.css and wishlist.css: the wishlist tab's product cards. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: profileCss },
  { rel: 'stylesheet', href: ordersCss },
  { rel: 'stylesheet', href: sectionsCss },
  { rel: 'stylesheet', href: wishlistCss },
]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: pageName(args, 'profile'), noIndex: true })

/** Nothing of a profile may be kept by a shared cache or the browser's back-forward store of another user. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * SPEC §2 profile with its tabs (personal details, addresses, order history, wishlist, password
 * settings, logout) as links (?tab=…), so each works without JavaScript. Anonymous visitors go to login and
 * come back. Back-office users have no wishlist tab and no wishlist fetch (SPEC §4).
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, session, user: sessionUser } = await requireUser(args)
  const { request } = args
  const tabs = ctx.user?.isBackofficeUser ? profileTabs.filter((t) => t !== 'wishlist') : profileTabs
  const query = args.url.searchParams
  const tab = tabOf(query.get('tab'), tabs)
  const [user, wishlist, addresses, orders] = await Promise.all([
    profile(ctx),
    tab === 'wishlist' ? wishlistProducts(ctx) : null,
    tab === 'addresses' ? addressList(ctx) : null,
    tab === 'orders' ? customerOrders(ctx, sessionUser.id, { page: Number(query.get('page')) || 1 }).then(orderListView) : null,
  ])
  const flash = readFlash(request.headers)
  const cookies = [...session.setCookies, ...(flash ? [clearFlashCookie(isSecureRequest(request))] : [])]
  const view = {
    tab,
    tabs,
    wishlist,
    addresses,
    orders,
    countries: tab === 'addresses' ? (commons({ type: 'countries', language: ctx.locale }) as CountryView[]).map(({ iso, name }) => ({ iso, name })) : [],
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email, emailConfirmed: user.emailConfirmed, memberCardBarcode: user.memberCardBarcode },
    notice: flash ? { message: flash.message, params: flash.params ?? {} } : null,
    passwordMin: passwordLength.min,
  }
  return data(view, { headers: cookieHeaders(cookies) })
}

/**
 * The forms posting here: personal details, an address (new or edited), the password change and
 * logout (any page's user menu). Details and addresses answer a save with a redirect and a flash
 * (post/redirect/get), so a reload never posts again; a refusal keeps what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args
  const { fields } = await postedFields(request)
  if (fields.intent === 'logout') return logoutAnswer(args)
  const { ctx, session } = await requireUser(args)
  const secure = isSecureRequest(request)
  if (fields.intent === 'details') return formAnswer(await saveDetails(ctx, fields), session.setCookies, href('profile', ctx.locale), secure)
  if (fields.intent === 'address-create' || fields.intent === 'address-update') {
    const outcome = await saveAddress(ctx, fields.intent, fields)
    return formAnswer(outcome, session.setCookies, href('profile', ctx.locale, {}, { tab: 'addresses' }), secure)
  }
  const input = { oldPassword: fields.oldPassword ?? '', newPassword: fields.newPassword ?? '', newPasswordAgain: fields.newPasswordAgain ?? '' }
  const headers = cookieHeaders(session.setCookies)
  const invalid = checkFields(setPasswordInput, input)
  if (invalid) return data<PasswordChangeAnswer>({ ok: false, errors: invalid }, { status: 400, headers })
  try {
    await setPassword(ctx, input, session.familyId ? { keepFamilyId: session.familyId } : {})
    return data<PasswordChangeAnswer>({ ok: true }, { headers })
  } catch (error) {
    return data<PasswordChangeAnswer>({ ok: false, errors: domainErrors(error) }, { status: 400, headers })
  }
}

/**
 * SPEC §4 logout: the refresh family ends, the login and cart cookies go, and the visitor lands
 * on the home page with the logout toast (a flash for the shell: the page cache passes requests
 * with a flash cookie to the renderer).
 */
async function logoutAnswer(args: Route.ActionArgs) {
  const ctx = pageContext(args)
  const tokens = readSessionTokens(args.request.headers.get('Cookie'))
  if (tokens.refreshToken || tokens.accessToken) await logout(ctx, tokens)
  const secure = isSecureRequest(args.request)
  const toast = flashCookie({ message: 'core.notifications.loggedOut', field: toastField }, secure)
  return redirect(href('home', ctx.locale), { status: 303, headers: cookieHeaders([...clearSessionCookies(secure), ...clearCartCookies(secure), toast]) })
}

function formAnswer<A>(outcome: FormOutcome<A>, setCookies: string[], to: string, secure: boolean) {
  if ('saved' in outcome) return redirect(to, { status: 303, headers: cookieHeaders([...setCookies, flashCookie(outcome.saved, secure)]) })
  return data(outcome.answer, { status: outcome.status, headers: cookieHeaders(setCookies) })
}

function tabOf(value: string | null, tabs: readonly ProfileTab[]): ProfileTab {
  return (tabs as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'details'
}

/** SPEC §4/§9: the wishlist reloads with limit 9999; products no longer listed drop out. */
async function wishlistProducts(ctx: Parameters<typeof wishlistFilter>[0]) {
  const list = await wishlistFilter(ctx, { limit: maxWishlistLimit })
  return productCards(ctx, list.records.map((r) => r.product_id))
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const answer = useActionData<typeof action>()
  const { user, tab, tabs, notice, wishlist, addresses, orders, countries } = loaderData
  const details = answerOf<DetailsAnswer>(answer, 'details')
  const address = answerOf<AddressAnswer>(answer, 'address-create') ?? answerOf<AddressAnswer>(answer, 'address-update')
  const password = answer && !('intent' in answer) ? answer : undefined
  return (
    <main className="container profile-page">
      <h1 className="page-title profile-page__title">{t('account.profile.greeting', { name: user.firstName || user.email })}</h1>
      {/* A refused form's answer keeps the loader's data: the last save's notice would no longer be true. */}
      {notice && !answer && <FormNotice>{t(notice.message as never, notice.params as never)}</FormNotice>}
      <div className="profile-page__layout">
        <ProfileTabs current={tab} tabs={tabs} />
        <section className={`profile-page__panel${tab === 'wishlist' ? ' profile-page__panel--wide' : ''}`} aria-labelledby="profile-panel-title">
          <h2 id="profile-panel-title" className="profile-page__panel-title">
            {t(`account.profile.tabs.${tab}`)}
          </h2>
          {tab === 'details' && <ProfileDetails user={user} answer={details} />}
          {tab === 'addresses' && addresses && <ProfileAddresses addresses={addresses} countries={countries} answer={address} />}
          {tab === 'orders' && orders && <OrderList list={orders} />}
          {tab === 'wishlist' && wishlist && <WishlistList products={wishlist} />}
          {tab === 'password' && <PasswordChangeForm answer={password} passwordMin={loaderData.passwordMin} />}
          {tab === 'logout' && (
            <>
              <p>{t('account.profile.logoutLead')}</p>
              <LogoutForm className="btn btn--primary" label={t('account.profile.logout')} />
            </>
          )}
        </section>
      </div>
    </main>
  )
}

function answerOf<A extends { intent: string }>(answer: unknown, intent: A['intent']): A | undefined {
  return answer && typeof answer === 'object' && 'intent' in answer && answer.intent === intent ? (answer as A) : undefined
}
