import { data, redirect } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import type { Route } from './+types/shop'
import { CategoryList } from '~/app/components/catalog/category-list'
import { CategoryPage } from '~/app/components/catalog/category-page'
import { CartTypeMeta } from '~/app/components/cart/cart-type-meta'
import { href } from '~/app/i18n/paths'
import {
  catalogSearch,
  emptyCatalogQuery,
  knownFiltersOnly,
  parseCatalogQuery,
  serializeCatalogQuery,
  toFilterEntries,
  withPage,
} from '~/app/lib/catalog-query'
import { WishlistProvider } from '~/app/components/product/wishlist-button'
import { cookieHeaders } from '~/app/lib/auth-session.server'
import { metaTranslator, pageMeta, rootDataOf } from '~/app/lib/meta'
import { breadcrumbListJsonLd } from '~/app/lib/structured-data'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import { pageContext } from '~/app/lib/request-context.server'
import catalogCss from '~/app/styles/catalog.css?url'
import sectionsCss from '~/app/styles/sections.css?url'
import wishlistCss from '~/app/styles/wishlist.css?url'
import { wishlistState } from '~/app/lib/wishlist-state.server'
import { filterableAttributes } from '~/server/modules/catalog/attribute-catalog'
import { categoryBySlug, categoryPathForForeignSlug, categoryTree, type CategoryNode } from '~/server/modules/catalog/categories'
import { layeredNavigation } from '~/server/modules/catalog/layered-navigation'
import { filterProducts, type ProductFilterInput } from '~/server/modules/catalog/product-filter'
import { checkoutSettingsView } from '~/server/modules/settings/service'

/** No client framework on these pages (decision 003 (a)); the enhancement script does the rest. */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: sectionsCss },
  { rel: 'stylesheet', href: catalogCss },
  { rel: 'stylesheet', href: wishlistCss },
]

/**
 * /shop: the product categories. /shop/{slug}: a category's product list, its whole state in the
 * query string (app/lib/catalog-query.ts). Another language's slug redirects (301) to this
 * language's; an unknown slug is a 404; a query that is not canonical redirects to the one that is.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const url = args.url
  const slug = args.params.slug
  if (!slug) return { kind: 'categories' as const, categories: await categoryTree(ctx) }
  if (slug.length > 200) throw data(null, { status: 404 })

  const category = await categoryBySlug(ctx, slug)
  if (!category) {
    const path = await categoryPathForForeignSlug(ctx, slug)
    if (path) throw redirect(path + url.search, 301)
    throw data(null, { status: 404 })
  }

  const path = href('shop', ctx.locale, { slug: category.slug })
  const attributes = await filterableAttributes(ctx)
  const query = knownFiltersOnly(parseCatalogQuery(url.searchParams), attributes)
  const canonical = serializeCatalogQuery(query)
  if (canonical !== normalised(url.searchParams)) throw redirect(path + catalogSearch(query), 302)

  const input: ProductFilterInput = {
    categoryId: category.id,
    filters: toFilterEntries(query, attributes),
    keywords: query.search ?? undefined,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  }
  const [result, filters, wishlist, checkout] = await Promise.all([filterProducts(ctx, input), layeredNavigation(ctx, input), wishlistState(args), checkoutSettingsView(ctx)])
  // SPEC §4: the page is limited to 1..last page.
  if (query.page > result.pagination.lastPage) throw redirect(path + catalogSearch(withPage(query, result.pagination.lastPage)), 302)

  const search = catalogSearch(query)
  return data({
    kind: 'category' as const,
    category: {
      name: category.name,
      descriptionHtml: category.descriptionHtml,
      metaDescription: plainText(category.descriptionHtml),
      parents: category.parents,
      children: category.children.map(({ id, name, slug }) => ({ id, name, slug })),
    },
    path,
    /** The canonical link leaves out sort, page size and page: they only reorder the same products. */
    canonicalPath: path + catalogSearch({ ...emptyCatalogQuery(), search: query.search, options: query.options, flags: query.flags, ranges: query.ranges }),
    query,
    products: result.records,
    pagination: result.pagination,
    filters,
    alternates: Object.fromEntries(Object.entries(category.alternates).map(([locale, other]) => [locale, other + search])),
    wishlist: wishlist.view,
    cartType: checkout.cart_type,
  }, { headers: cookieHeaders(wishlist.setCookies) })
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args)
  const loaderData = args.loaderData
  if (!loaderData) return pageMeta(args, { title: t('page.notFound'), noIndex: true })
  if (loaderData.kind === 'categories') return pageMeta(args, { title: t('catalog.categories.title') })
  const root = rootDataOf(args)
  const locale = root?.locale ?? 'hr'
  return [
    ...pageMeta(args, {
      title: loaderData.category.name,
      description: loaderData.category.metaDescription,
      canonicalPath: loaderData.canonicalPath,
    }),
    {
      'script:ld+json': breadcrumbListJsonLd(root?.siteUrl ?? '', [
        { name: t('pages.names.home'), path: href('home', locale) },
        { name: t('pages.names.shop'), path: href('shop', locale) },
        ...loaderData.category.parents.map((p) => ({ name: p.name, path: href('shop', locale, { slug: p.slug }) })),
        { name: loaderData.category.name, path: loaderData.path },
      ]),
    },
  ]
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'categories') return <CategoriesPage categories={loaderData.categories} />
  const { wishlist, cartType, ...page } = loaderData
  return (
    <WishlistProvider view={wishlist} returnTo={page.path + catalogSearch(page.query)}>
      <CartTypeMeta cartType={cartType} />
      <CategoryPage {...page} />
    </WishlistProvider>
  )
}

function CategoriesPage({ categories }: { categories: CategoryNode[] }) {
  const t = useTranslations('catalog.categories')
  return (
    <main className="container catalog-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="catalog-page__lead">{t('lead')}</p>
      <CategoryList categories={categories} />
    </main>
  )
}

/** The query as received, in the form serializeCatalogQuery writes it. */
function normalised(params: URLSearchParams): string {
  return new URLSearchParams(params).toString().replaceAll('%2C', ',')
}

/** The description as one line of text for the meta description. */
function plainText(html: string): string | null {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return null
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text
}
