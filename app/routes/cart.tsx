import { data, Link, redirect, useActionData } from 'react-router'
import { z } from 'zod'
import { useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/cart'
import { CartLines } from '~/app/components/cart/cart-lines'
import { CartNotice, CartNoticeProvider } from '~/app/components/cart/cart-notice'
import { useFocusAfterRemoval } from '~/app/components/cart/use-focus-after-removal'
import { CartSummary } from '~/app/components/cart/cart-summary'
import { CartModalContent } from '~/app/components/cart/cart-modal'
import { CartPanelContent } from '~/app/components/cart/cart-panel'
import cartPanelCss from '~/app/styles/cart-panel.css?url'
import { cartCrossSells } from '~/app/lib/cart-cross-sells.server'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { HomeAndShopLinks } from '~/app/components/ui/home-and-shop-links'
import { href } from '~/app/i18n/paths'
import { clearCartCookies, cookieHeaders, pageSession, sessionContext } from '~/app/lib/auth-session.server'
import { isCartIntent, type CartActionResult } from '~/app/lib/cart-action-result'
import { cartPageData, changeCart, isSessionError, parseCartChange } from '~/app/lib/cart-page.server'
import { clearFlashCookie, flashCookie, readFlash, type Flash } from '~/app/lib/flash.server'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import pagesCss from '~/app/styles/pages.css?url'
import cartCss from '~/app/styles/cart.css?url'
import productCss from '~/app/styles/product.css?url'
import { DomainError } from '~/server/lib/errors'
import { cartSessionCookies, cartSessionFromCookie } from '~/server/modules/cart/cart-cookies'
import { addItem } from '~/server/modules/cart/service'
import { newCartSession } from '~/server/modules/cart/session'
import type { CartItemOptionsInput } from '~/server/modules/cart/validation'
import { productPage } from '~/server/modules/catalog/product-page'
import { currentSite } from '~/server/modules/settings/service'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: pagesCss },
  { rel: 'stylesheet', href: productCss },
  { rel: 'stylesheet', href: cartCss },
  { rel: 'stylesheet', href: cartPanelCss },
]

/** The cart is the shopper's own: never indexed. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: metaTranslator(args)('pages.names.cart'), noIndex: true })

/** SPEC §5: the quantity must parse to a whole number greater than 0, else error.invalidQuantity. */
const addItemInput = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  qty: z.coerce.number().int('error.invalidQuantity').min(1, 'error.invalidQuantity').max(999, 'error.invalidQuantity'),
  cartItemId: z.string().regex(/^[\w-]{1,64}$/).optional(),
  returnTo: z.string().max(2000).optional(),
})

/**
 * The cart of the session in the cookies, priced now (SPEC §2 cart page), and the outcome of the
 * last change once (a flash). No session, or one that cannot be used any more, is an empty cart.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const { request } = args
  const flash = readFlash(request.headers)
  const returnTo = localPath(args.url.searchParams.get('from') ?? undefined)
  // ?view=dialogs: the cart modal's and the cart panel's content, for app/enhance/cart-modal.ts.
  const isDialogs = args.url.searchParams.get('view') === 'dialogs'
  const session = cartSessionFromCookie(request.headers.get('Cookie'), ctx.locale)
  const [{ cart, cartUpdated }, site, login] = await Promise.all([cartPageData(ctx, session), currentSite(ctx), pageSession(args)])
  // SPEC §5: the membership card needs a logged-in user and a cart session.
  const isLoggedIn = login.user !== null
  const crossSells = isDialogs ? await cartCrossSells(ctx, cart) : []
  const view = { flash, returnTo, cart, cartUpdated, isLoggedIn, apiKeyId: site.apiKeyId, isDialogs, crossSells }
  // The page is personal: a cache in between must not keep it.
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (flash) headers.append('Set-Cookie', clearFlashCookie(isSecure(request)))
  return data(view, { headers })
}

/**
 * Add to cart from a product page or a list (SPEC §4): the form's fields become the cart service's
 * input, and the service adds the line, creating the cart session on the first add (cookies cartId
 * and protectCode); its errors name the field at fault. Post/redirect/get: the answer is a redirect to the cart
 * page with the outcome as a flash, so a reload never adds twice; with the enhancement script the
 * shopper stays on the page and sees the same message (app/enhance/cart-forms.ts).
 */
export async function action(args: Route.ActionArgs) {
  const ctx = pageContext(args)
  const { request } = args
  const secure = isSecure(request)
  const form = await request.formData()
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const returnTo = localPath(fields.returnTo)
  // An add sent by the enhancement script with view=dialogs answers with the cart modal (cart_type 2).
  const query = new URLSearchParams([...(fields.view === 'dialogs' ? [['view', 'dialogs']] : []), ...(returnTo ? [['from', returnTo]] : [])])
  const cartPage = href('cart', ctx.locale) + (query.size > 0 ? `?${query}` : '')
  const answer = (flash: Flash, cookies: string[] = []) => {
    const headers = new Headers()
    for (const cookie of [flashCookie(flash, secure), ...cookies]) headers.append('Set-Cookie', cookie)
    return redirect(cartPage, { status: 303, headers })
  }

  if (isCartIntent(fields.intent)) return changeFromCartPage(args, fields, answer)

  const parsed = addItemInput.safeParse({ ...fields, qty: fields.qty === '' ? undefined : fields.qty })
  if (!parsed.success) {
    const qtyIssue = parsed.error.issues.find((i) => i.path[0] === 'qty')
    return answer(qtyIssue ? { message: 'error.invalidQuantity', field: 'qty' } : { message: 'core.errors.somethingWentWrong' })
  }
  const product = await productPage(ctx, { id: parsed.data.productId })
  if (!product) return answer({ message: 'product.errors.notFound' })
  // A variant's own id comes from the product page: the cart takes its parent with the variant chosen.
  const parent = product.parentId === null ? product : await productPage(ctx, { id: product.parentId })
  const variant = parent && parent !== product ? parent.associatedProducts.find((v) => v.id === product.id) : undefined
  if (!parent || (parent !== product && !variant)) return answer({ message: 'product.errors.notFound' })

  // The cart service checks availability, the bundle's parts and the custom options; its errors
  // name the form field at fault (params.field), which the flash passes on.
  const options: CartItemOptionsInput = {}
  const bundleOptions = Object.entries(fields).flatMap(([key, value]) => {
    const main = /^bundle\.(\d{1,10})$/.exec(key)?.[1]
    return main && /^\d{1,10}$/.test(value) ? [{ main: Number(main), selected: Number(value) }] : []
  })
  if (bundleOptions.length > 0) options.bundleOptions = bundleOptions
  const personalizations = Object.fromEntries(
    parent.customOptions.flatMap((option) => (fields[`option.${option.id}`] === undefined ? [] : [[String(option.id), fields[`option.${option.id}`]!]])),
  )
  if (Object.keys(personalizations).length > 0) options.personalizations = personalizations

  const input = { productId: parent.id, variantId: variant?.id, qty: parsed.data.qty, options }
  // No session yet, or one that cannot take items any more (archived, used): a new cart, whose
  // cookies go out with the answer whatever it is.
  let session = cartSessionFromCookie(request.headers.get('Cookie'), ctx.locale)
  let sessionCookies: string[] = []
  const add = () => addItem(ctx, session, input)
  try {
    await add().catch(async (error: unknown) => {
      if (!(error instanceof DomainError) || !isSessionError(error.code)) throw error
      // A logged-in customer's new cart is theirs, so it comes back after a logout (getAbandoned);
      // a login renewed on the way sets its cookies on this answer.
      const login = await pageSession(args)
      const fresh = await newCartSession({ ...ctx, user: login.user })
      session = fresh
      sessionCookies = [...cartSessionCookies(fresh, secure, ctx.locale), ...login.setCookies]
      await add()
    })
    return answer({ message: 'core.notifications.addedToCart' }, sessionCookies)
  } catch (error) {
    if (!(error instanceof DomainError) || error.status >= 500) throw error
    return answer(flashOf(error), sessionCookies)
  }
}

/** A cart error as a flash: its message, the form field it names, and the values its text needs. */
function flashOf(error: DomainError): Flash {
  const { field, ...params } = error.params
  return {
    message: error.code,
    ...(typeof field === 'string' && { field }),
    ...(Object.keys(params).length > 0 && { params }),
  }
}

/**
 * A change made on the cart page (SPEC §2, §4, §5): quantity, removal, coupon, membership card.
 * Success without JavaScript is post/redirect/get with the outcome as a flash; with it (the forms
 * add live=1 once hydrated) the answer is the result itself, and the loaders revalidate in place.
 * A refusal is answered with the result and its status either way, so the page shows the message
 * beside the field and keeps what was typed.
 */
async function changeFromCartPage(args: Route.ActionArgs, fields: Record<string, string>, answer: (flash: Flash) => Response) {
  const intent = fields.intent
  if (!isCartIntent(intent)) throw new Error('not a cart page intent')
  // The user is needed for the membership card; a renewed login sets its cookies on this answer.
  const { ctx, session: login } = await sessionContext(args)
  const change = parseCartChange(intent, fields)
  const result: CartActionResult = change
    ? await changeCart(ctx, cartSessionFromCookie(args.request.headers.get('Cookie'), ctx.locale), change, { clientKey: args.context.clientIp })
    : { intent, ok: false, message: 'core.notifications.itemNotInCart' }
  if (result.message === 'core.errors.cartArchived' || result.message === 'core.errors.sessionAlreadyUsed') {
    // SPEC §4, §8: a cart that cannot change any more ends its session, and the shopper starts
    // again (with or without JavaScript, a redirect to this page, empty now, with the message).
    const response = answer({ message: 'core.notifications.cartUpdateError' })
    for (const cookie of [...clearCartCookies(isSecure(args.request)), ...login.setCookies]) response.headers.append('Set-Cookie', cookie)
    return response
  }
  if (result.ok && fields.live !== '1') {
    const response = answer({ message: result.message })
    for (const cookie of login.setCookies) response.headers.append('Set-Cookie', cookie)
    return response
  }
  return data(result, { status: result.ok ? 200 : statusOf(result), headers: cookieHeaders(login.setCookies) })
}

function statusOf(result: CartActionResult): number {
  if (result.message === 'core.errors.tooManyCouponAttempts') return 429
  if (result.message === 'core.errors.couponNotFound' || result.message === 'core.notifications.itemNotInCart') return 404
  if (result.message === 'core.errors.onlyRegistered') return 401
  return isSessionError(result.message) || result.message === 'core.errors.couponAlreadyApplied' ? 409 : 400
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const actionData = useActionData<typeof action>()
  const { flash, returnTo, cart, cartUpdated, isLoggedIn, apiKeyId, isDialogs, crossSells } = loaderData
  const items = cart?.items ?? []
  // Without JavaScript a refused change re-renders this page with its result (with it, each
  // form's fetcher holds its own); a flash is the outcome of the last change that worked.
  const result = actionData && 'intent' in actionData ? (actionData as CartActionResult) : undefined
  useFocusAfterRemoval(items.length, 'cart-title')
  if (isDialogs) {
    return (
      <main className="container cart-page cart-dialogs-view">
        <CartModalContent
          cart={cart} flash={flash} result={result} canUseMemberCard={isLoggedIn} crossSells={crossSells} apiKeyId={apiKeyId}
          added={flash?.message === 'core.notifications.addedToCart'}
        />
        <CartPanelContent cart={cart} apiKeyId={apiKeyId} />
      </main>
    )
  }
  return (
    <CartNoticeProvider>
    <main className="container cart-page">
      <h1 className="page-title" id="cart-title" tabIndex={-1}>{t('pages.names.cart')}</h1>
      {cartUpdated && (
        <p className="cart-updated" role="alert">{t('core.notifications.cartUpdated')}</p>
      )}
      <CartNotice flash={flash} result={result}>{flash && returnTo && <BackLink to={returnTo} />}</CartNotice>
      {cart && items.length > 0 ? (
        <div className="cart-page__layout">
          <MediaConfigProvider apiKeyId={apiKeyId}>
            <CartLines items={items} result={result} />
          </MediaConfigProvider>
          <CartSummary cart={cart} result={result} canUseMemberCard={isLoggedIn} />
        </div>
      ) : (
        <div className="cart-empty">
          <p>{t('cart.page.empty')}</p>
          <HomeAndShopLinks className="cart-empty__actions" />
        </div>
      )}
    </main>
    </CartNoticeProvider>
  )
}

/** Leads back to the product or list the shopper added from. */
function BackLink({ to }: { to: string }) {
  const t = useTranslations('product.cart')
  return <Link to={to}>{t('backToProduct')}</Link>
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

/** Only a path on this site (never '//host' or a scheme): no open redirect through the form. */
function localPath(value: string | undefined): string | undefined {
  return value && /^\/(?![/\\])[\w\-./?=&%~+,;:@]*$/.test(value) ? value : undefined
}
