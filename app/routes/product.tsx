import { data, redirect } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/product'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { ProductCard } from '~/app/components/product/product-card'
import { AddToCartForm } from '~/app/components/product/add-to-cart-form'
import { BundleContents } from '~/app/components/product/bundle-contents'
import { BundleCustomizeForm } from '~/app/components/product/bundle-customize-form'
import { PriceRequestForm, type PriceRequestActionData } from '~/app/components/product/price-request-form'
import { ProductBreadcrumbs } from '~/app/components/product/product-breadcrumbs'
import { ProductConfigurator } from '~/app/components/product/product-configurator'
import { ProductDetails } from '~/app/components/product/product-details'
import { ProductGallery } from '~/app/components/product/product-gallery'
import { breadcrumbJsonLd, productJsonLd } from '~/app/components/product/product-json-ld'
import { ProductPriceBlock } from '~/app/components/product/product-price-block'
import { ProgressiveDialog } from '~/app/components/product/progressive-dialog'
import { WishlistButton, WishlistProvider } from '~/app/components/product/wishlist-button'
import { cookieHeaders } from '~/app/lib/auth-session.server'
import { wishlistState } from '~/app/lib/wishlist-state.server'
import wishlistCss from '~/app/styles/wishlist.css?url'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import { mediaUrl } from '~/app/lib/media-url'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import { pageContext } from '~/app/lib/request-context.server'
import productCss from '~/app/styles/product.css?url'
import sectionsCss from '~/app/styles/sections.css?url'
import { addToCartAvailability } from '~/server/modules/catalog/bundles'
import { activeVariant, availableValues, normalizeSelection, selectionFromParams } from '~/server/modules/catalog/configurable'
import { productPage, productSlugInLocale } from '~/server/modules/catalog/product-page'
import { formConsents } from '~/server/modules/consents/form-consents'
import { DomainError } from '~/server/lib/errors'
import { priceRequestForm, sendPriceRequest } from '~/server/modules/mail/price-request'
import { checkoutSettingsView, currentSite } from '~/server/modules/settings/service'
import { CartTypeMeta } from '~/app/components/cart/cart-type-meta'

/** No client framework on this page (decision 003 (a)); the enhancement script does the rest. */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: sectionsCss },
  { rel: 'stylesheet', href: productCss },
  { rel: 'stylesheet', href: wishlistCss },
]

/**
 * The product page (SPEC §2 /product/{slug}, /en/product/{slug}, alias /produkt/{slug}). The other
 * language's slug answers 301 to this language's; a variant's own slug answers 301 to its parent
 * with the variant's selection in the query; unknown and archived products are 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const url = args.url
  const slug = args.params.slug
  if (!slug) throw data(null, { status: 404 })
  const product = await productPage(ctx, { slug })
  if (!product) {
    const same = await productSlugInLocale(ctx, slug)
    if (same) throw redirect(href('product', ctx.locale, { slug: same }) + url.search, 301)
    throw data(null, { status: 404 })
  }
  if (product.parentId !== null) {
    const parent = await productPage(ctx, { id: product.parentId })
    const variant = parent?.associatedProducts.find((a) => a.id === product.id)
    if (parent && variant) {
      const query = new URLSearchParams(Object.entries(variant.attributes).map(([code, id]) => [code, String(id)]))
      throw redirect(`${href('product', ctx.locale, { slug: parent.slug })}?${query}`, 301)
    }
  }
  const [site, consents, wishlist, checkout] = await Promise.all([currentSite(ctx), formConsents(ctx, priceRequestForm), wishlistState(args), checkoutSettingsView(ctx)])
  const cartItemId = url.searchParams.get('cartItemId')
  const path = href('product', ctx.locale, { slug: product.slug })
  // SPEC §4: the selection requested in the query (?{attributeCode}={valueId}), normalised to a
  // combination that can be bought; a requested value that could not be kept is said so.
  const attributes = product.associatedProductsAttributes
  const requested = selectionFromParams(attributes, url.searchParams)
  const selection = normalizeSelection(attributes, product.associatedProducts, requested)
  return data({
    product,
    path,
    search: url.search,
    selection,
    isRequestUnavailable: Object.entries(requested).some(([code, id]) => id !== undefined && selection[code] !== id),
    siteUrl: ctx.config.SITE_URL.replace(/\/$/, ''),
    apiKeyId: site.apiKeyId,
    consents,
    cartItemId: cartItemId && /^[\w-]{1,64}$/.test(cartItemId) ? cartItemId : null,
    alternates: Object.fromEntries(Object.entries(product.slugs).map(([locale, s]) => [locale, href('product', locale as Locale, { slug: s })])),
    wishlist: wishlist.view,
    cartType: checkout.cart_type,
  }, { headers: cookieHeaders(wishlist.setCookies) })
}

/** The price request (SPEC §2): validated and mailed by the mail module; field errors come back. */
export async function action(args: Route.ActionArgs): Promise<PriceRequestActionData> {
  const ctx = pageContext(args)
  const form = await args.request.formData()
  if (form.get('intent') !== 'priceRequest') throw data(null, { status: 400 })
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : '')
  const values = {
    firstName: text('firstName').slice(0, 200),
    from: text('from').slice(0, 300),
    content: text('content').slice(0, 6000),
    acceptedConsents: form.getAll('acceptedConsents').filter((v): v is string => typeof v === 'string'),
  }
  const clientKey = args.context.clientIp
  const url = args.url
  try {
    const result = await sendPriceRequest(ctx, { ...values, productId: text('productId'), captcha: text('captcha') || undefined }, {
      clientKey,
      productUrl: `${ctx.config.SITE_URL.replace(/\/$/, '')}${url.pathname}`,
    })
    return { priceRequest: result.ok ? result : { ...result, values } }
  } catch (err) {
    if (err instanceof DomainError && err.status === 429) return { priceRequest: { ok: false, errors: { form: { code: err.code } }, values } }
    throw err
  }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  const t = metaTranslator(args)
  if (!loaded) return pageMeta(args, { title: t('product.errors.notFound'), noIndex: true })
  const { product, path, siteUrl, apiKeyId } = loaded
  const locale = (args.matches.find((m) => m?.id === 'root')?.loaderData as { locale?: Locale } | undefined)?.locale ?? 'hr'
  return [
    ...pageMeta(args, {
      title: product.name,
      description: product.shortDescription,
      canonicalPath: path,
      ogType: 'product',
      image: product.media[0] ? `${siteUrl}${mediaUrl({ apiKeyId, id: product.media[0].id, title: product.media[0].title }, 'large', 'jpeg')}` : null,
    }),
    { 'script:ld+json': productJsonLd(product, { siteUrl, apiKeyId, locale, path }) },
    { 'script:ld+json': breadcrumbJsonLd(product, { siteUrl, locale, path, homeName: t('pages.names.home'), shopName: t('pages.names.shop') }) },
  ]
}

/**
 * The page ships no client framework (decision 003 (a)). The parts marked data-region are what
 * the enhancement script swaps when the selection changes (app/enhance/product-configurator.ts).
 */
export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, apiKeyId, consents, cartItemId, selection, isRequestUnavailable, path, wishlist, cartType } = loaderData
  const t = useTranslations()
  const attributes = product.associatedProductsAttributes
  const variants = product.associatedProducts
  const variant = product.format === 'configurable' ? activeVariant(variants, selection, attributes) : undefined
  const availability = addToCartAvailability(product, variant)
  const shown = variant
    ? { price: variant.price, oldPrice: variant.oldPrice, percent: variant.discountPercent, lowest: variant.lowestPrice30Days }
    : { price: product.finalPrice, oldPrice: product.discount?.oldPrice ?? null, percent: product.discount?.percent ?? null, lowest: product.lowestPrice30Days }
  const stockStatus = variant ? (variant.available ? (variant.stock < 5 ? 'lowStock' : 'inStock') : 'outOfStock') : product.stockStatus
  const state = new URLSearchParams(Object.entries(selection).flatMap(([code, id]) => (id === undefined ? [] : [[code, String(id)]])))
  if (cartItemId) state.set('cartItemId', cartItemId)
  const returnTo = `${path}${state.size ? `?${state}` : ''}`

  return (
    <main className="product-page container">
      <CartTypeMeta cartType={cartType} />
      <MediaConfigProvider apiKeyId={apiKeyId}>
      <WishlistProvider view={wishlist} returnTo={returnTo}>
        <ProductBreadcrumbs chain={product.breadcrumbs} name={product.name} />
        <div className="product-page__top">
          <ProductGallery images={product.media} name={product.name} preferred={variant?.media} />
          <div className="product-page__summary">
            <h1 className="product-page__name">{product.name}</h1>
            <div className="product-page__group" data-region="product-facts">
              <p className="product-page__sku">{t('product.sku', { sku: variant?.sku ?? product.sku })}</p>
              {product.shortDescription && <p className="product-page__lead">{product.shortDescription}</p>}
              <ProductPriceBlock
                price={shown.price}
                oldPrice={shown.oldPrice}
                discountPercent={shown.percent}
                lowestPrice30Days={shown.lowest}
                membershipPrice={product.membershipPrice}
              />
              <p className={`product-page__stock product-page__stock--${stockStatus}`}>{t(`product.stock.${stockStatus}`)}</p>
            </div>
            {attributes.length > 0 && (
              <ProductConfigurator
                action={path}
                attributes={availableValues(attributes, variants, selection)}
                selection={selection}
                hiddenParams={cartItemId ? { cartItemId } : {}}
              />
            )}
            <div className="product-page__group" data-region="product-buy">
              {isRequestUnavailable && <p className="product-page__info" role="status">{t('product.configure.combinationUnavailable')}</p>}
              {availability.kind === 'info' && <p className="product-page__info" role="status">{t(availability.message)}</p>}
              {availability.kind === 'customize' ? (
                <ProgressiveDialog
                  id="bundle-customize"
                  param="customize"
                  title={t('product.bundle.customizeTitle')}
                  trigger={t('product.customizeBundle')}
                  triggerClassName="btn btn--primary product-page__cta"
                >
                  <BundleCustomizeForm bundle={product} returnTo={returnTo} cartItemId={cartItemId} />
                </ProgressiveDialog>
              ) : (
                <AddToCartForm
                  productId={availability.kind === 'add' ? availability.productId : product.id}
                  customOptions={product.customOptions}
                  cartItemId={cartItemId}
                  returnTo={returnTo}
                  disabled={availability.kind === 'unavailable'}
                />
              )}
              {availability.kind === 'unavailable' && <p className="product-page__info">{t('product.notForSale')}</p>}
            </div>
            <div className="product-page__secondary">
              <WishlistButton productId={product.id} productName={product.name} variant="page" />
              <ProgressiveDialog
                id="price-request"
                param="priceRequest"
                title={t('product.priceRequest.title')}
                trigger={t('product.priceRequest.open')}
                triggerClassName="btn btn--ghost"
              >
                <PriceRequestForm
                  action={`${returnTo}${state.size ? '&' : '?'}priceRequest=1#price-request`}
                  productId={product.id}
                  productName={product.name}
                  consents={consents}
                  result={actionData?.priceRequest}
                />
              </ProgressiveDialog>
            </div>
          </div>
        </div>
        {product.bundles.length > 0 && <BundleContents entries={product.bundles} />}
        <ProductDetails attributes={product.attributeSet.attributes} descriptionHtml={product.descriptionHtml} />
        {product.crossSellProducts.length > 0 && (
          <section className="product-section" aria-labelledby="cross-sell-title">
            <h2 id="cross-sell-title" className="product-section__title">{t('product.crossSell')}</h2>
            <ul className="grid product-page__cross-sell">
              {product.crossSellProducts.map((card) => (
                <li key={card.id}><ProductCard product={card} /></li>
              ))}
            </ul>
          </section>
        )}
      </WishlistProvider>
      </MediaConfigProvider>
    </main>
  )
}
