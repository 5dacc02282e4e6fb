import { data, Link, redirect } from 'react-router'
import { z } from 'zod'
import { useTranslations } from 'use-intl'
import type { Route } from './+types/cart'
import { CartLines } from '~/app/components/cart/cart-lines'
import { CartSummary } from '~/app/components/cart/cart-summary'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { HomeAndShopLinks } from '~/app/components/ui/home-and-shop-links'
import { href } from '~/app/i18n/paths'
import { clearFlashCookie, flashCookie, readFlash, type Flash } from '~/app/lib/flash.server'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import pagesCss from '~/app/styles/pages.css?url'
import cartCss from '~/app/styles/cart.css?url'
import productCss from '~/app/styles/product.css?url'
import { DomainError } from '~/server/lib/errors'
import { cartSessionCookies, cartSessionFromCookie } from '~/server/modules/cart/cart-cookies'
import type { CartView } from '~/server/modules/cart/cart-view'
import { addItem, deleteItem, getCart, updateItem } from '~/server/modules/cart/service'
import { newCartSession } from '~/server/modules/cart/session'
import type { CartItemOptionsInput } from '~/server/modules/cart/validation'
import { productPage } from '~/server/modules/catalog/product-page'
import { currentSite } from '~/server/modules/settings/service'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: pagesCss },
  { rel: 'stylesheet', href: productCss },
  { rel: 'stylesheet', href: cartCss },
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
  const flash = readFlash(request.headers.get('Cookie'))
  const returnTo = localPath(new URL(request.url).searchParams.get('from') ?? undefined)
  const session = cartSessionFromCookie(request.headers.get('Cookie'))
  const [cart, site] = await Promise.all([session ? getCart(ctx, session).catch(emptyOnSessionError) : null, currentSite(ctx)])
  const view = { flash, returnTo, cart, apiKeyId: site.apiKeyId }
  // The page is personal: a cache in between must not keep it.
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (flash) headers.append('Set-Cookie', clearFlashCookie(isSecure(request)))
  return data(view, { headers })
}

function emptyOnSessionError(error: unknown): null {
  if (error instanceof DomainError && isSessionError(error.code)) return null
  throw error
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
  const cartPage = href('cart', ctx.locale) + (returnTo ? `?from=${encodeURIComponent(returnTo)}` : '')
  const answer = (flash: Flash, cookies: string[] = []) => {
    const headers = new Headers()
    for (const cookie of [flashCookie(flash, secure), ...cookies]) headers.append('Set-Cookie', cookie)
    return redirect(cartPage, { status: 303, headers })
  }

  if (fields.intent === 'update' || fields.intent === 'remove') return changeLine(ctx, request, fields, answer)

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
  let session = cartSessionFromCookie(request.headers.get('Cookie'))
  let sessionCookies: string[] = []
  const add = () => addItem(ctx, session, input)
  try {
    await add().catch(async (error: unknown) => {
      if (!(error instanceof DomainError) || !isSessionError(error.code)) throw error
      const fresh = await newCartSession(ctx)
      session = fresh
      sessionCookies = cartSessionCookies(fresh, secure)
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
 * A quantity change or a removal from the cart page (SPEC §4): only a line of this cart
 * (core.notifications.itemNotInCart), a whole quantity greater than 0 (error.invalidQuantity),
 * stock respected; the outcome comes back as a flash, like an add.
 */
async function changeLine(ctx: ReturnType<typeof pageContext>, request: Request, fields: Record<string, string>, answer: (flash: Flash) => Response) {
  const session = cartSessionFromCookie(request.headers.get('Cookie'))
  const itemId = Number(fields.itemId)
  if (!Number.isSafeInteger(itemId) || itemId <= 0) return answer({ message: 'core.notifications.itemNotInCart' })
  try {
    if (fields.intent === 'remove') {
      await deleteItem(ctx, session, itemId)
      return answer({ message: 'core.notifications.itemRemovedFromCart' })
    }
    await updateItem(ctx, session, { itemId, qty: fields.qty ?? '' })
    return answer({ message: 'cart.page.quantityUpdated' })
  } catch (error) {
    if (!(error instanceof DomainError) || error.status >= 500) throw error
    return answer(error.code === 'error.invalidQuantity' ? { ...flashOf(error), field: `qty-${itemId}` } : flashOf(error))
  }
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const { flash, returnTo, cart, apiKeyId } = loaderData
  const items = cart?.items ?? []
  return (
    <main className="container cart-page">
      <h1 className="page-title">{t('pages.names.cart')}</h1>
      {flash && (
        <div className="cart-notice" role="status">
          {/* data-flash and data-field: what a product form shows of this answer (app/enhance/cart-forms.ts). */}
          <p data-flash data-field={flash.field}>{t(flash.message as never, flash.params as never)}</p>
          {returnTo && <BackLink to={returnTo} />}
        </div>
      )}
      {cart && items.length > 0 ? (
        <div className="cart-page__layout">
          <MediaConfigProvider apiKeyId={apiKeyId}>
            <CartLines items={items} />
          </MediaConfigProvider>
          <CartSummary cart={cart as CartView} />
        </div>
      ) : (
        <div className="cart-empty">
          <p>{t('cart.page.empty')}</p>
          <HomeAndShopLinks className="cart-empty__actions" />
        </div>
      )}
    </main>
  )
}

/** Leads back to the product or list the shopper added from. */
function BackLink({ to }: { to: string }) {
  const t = useTranslations('product.cart')
  return <Link to={to}>{t('backToProduct')}</Link>
}

function isSessionError(code: string): boolean {
  return code === 'core.errors.sessionDoesntExist' || code === 'core.errors.cartArchived' || code === 'core.errors.sessionAlreadyUsed'
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

/** Only a path on this site (never '//host' or a scheme): no open redirect through the form. */
function localPath(value: string | undefined): string | undefined {
  return value && /^\/(?![/\\])[\w\-./?=&%~+,;:@]*$/.test(value) ? value : undefined
}
