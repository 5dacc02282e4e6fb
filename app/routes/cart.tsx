import { data, Link } from 'react-router'
import { z } from 'zod'
import { useTranslations } from 'use-intl'
import type { Route } from './+types/cart'
import type { CartActionResult } from '~/app/components/product/cart-action-result'
import { UnderConstruction } from '~/app/components/page/under-construction'
import { placeholderMeta } from '~/app/lib/meta'
import { pageContext } from '~/app/lib/request-context.server'
import pagesCss from '~/app/styles/pages.css?url'
import productCss from '~/app/styles/product.css?url'
import { addToCartAvailability, validateBundleSelection, type BundleChoices } from '~/server/modules/catalog/bundles'
import { productPage } from '~/server/modules/catalog/product-page'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: pagesCss },
  { rel: 'stylesheet', href: productCss },
]

/** Placeholder until the page is built: its title says so (SPEC §2 route 'cart'). */
export const meta: Route.MetaFunction = (args) => placeholderMeta(args, 'cart')

/** SPEC §5: the quantity must parse to a whole number greater than 0, else error.invalidQuantity. */
const addItemInput = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  qty: z.coerce.number().int('error.invalidQuantity').min(1, 'error.invalidQuantity').max(9999, 'error.invalidQuantity'),
  cartItemId: z.string().regex(/^[\w-]{1,64}$/).optional(),
  returnTo: z.string().max(2000).optional(),
})

/**
 * Add to cart from a product page. The cart itself is a later issue, so after validating the
 * input and the availability rules of SPEC §4 this answers honestly that nothing was added: the
 * one placeholder the catalog issue allows. The cart issue replaces the last step with addItem.
 */
export async function action(args: Route.ActionArgs) {
  const ctx = pageContext(args)
  const form = await args.request.formData()
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const parsed = addItemInput.safeParse({ ...fields, qty: fields.qty === '' ? undefined : fields.qty })
  const returnTo = localPath(fields.returnTo)
  const invalid = (errors: Record<string, string>, status = 400) => data<CartActionResult>({ ok: false, errors, returnTo }, { status })
  if (!parsed.success) {
    const qtyIssue = parsed.error.issues.find((i) => i.path[0] === 'qty')
    return invalid(qtyIssue ? { qty: 'error.invalidQuantity' } : { form: 'core.errors.somethingWentWrong' })
  }
  const product = await productPage(ctx, { id: parsed.data.productId })
  if (!product) return invalid({ form: 'product.errors.notFound' }, 404)

  const availability = addToCartAvailability(product)
  if (availability.kind === 'unavailable') return invalid({ form: 'product.errors.notPurchasable' }, 409)
  if (availability.kind === 'info') return invalid({ form: availability.message }, 409)
  if (product.format === 'bundle') {
    const choices: BundleChoices = {}
    for (const [key, value] of Object.entries(fields)) {
      const match = /^bundle\.(\d{1,10})$/.exec(key)
      if (match && /^\d{1,10}$/.test(value)) choices[Number(match[1])] = Number(value)
    }
    const result = validateBundleSelection(product, choices, parsed.data.qty)
    if (!result.ok) {
      return invalid(Object.fromEntries(result.errors.map((e) => [e.componentId === null ? 'qty' : `bundle.${e.componentId}`, e.code])))
    }
  }
  const optionErrors: Record<string, string> = {}
  for (const option of product.customOptions) {
    const value = (fields[`option.${option.id}`] ?? '').trim()
    if (option.required && value === '') optionErrors[`option.${option.id}`] = 'core.validation.required'
    else if (value !== '' && option.option_type === 'number' && !Number.isFinite(Number(value))) optionErrors[`option.${option.id}`] = 'core.validation.numeric'
    else if (value.length > 200) optionErrors[`option.${option.id}`] = 'core.validation.maxLength'
  }
  if (Object.keys(optionErrors).length > 0) return invalid(optionErrors)
  return invalid({ form: 'product.cart.notYetAvailable' }, 503)
}

export default function CartPage({ actionData }: Route.ComponentProps) {
  const t = useTranslations()
  const result = actionData as CartActionResult | undefined
  // The first error, or the message; its field (if any) lets a product form mark it (app/enhance/cart-forms.ts).
  const [field, message] = result && !result.ok ? (Object.entries(result.errors)[0] ?? []) : [undefined, result?.message]
  return (
    <>
      {message && (
        <div className="container cart-notice" role="status">
          <p data-flash data-field={field === 'form' ? undefined : field}>{t(message as never)}</p>
          {result?.returnTo && <BackLink to={result.returnTo} />}
        </div>
      )}
      <UnderConstruction page="cart" />
    </>
  )
}

/** Without JavaScript the product form lands here; this leads back to the product. */
function BackLink({ to }: { to: string }) {
  const t = useTranslations('product.cart')
  return <Link to={to}>{t('backToProduct')}</Link>
}

/** Only a path on this site (never '//host' or a scheme): no open redirect through the form. */
function localPath(value: string | undefined): string | undefined {
  return value && /^\/(?![/\\])[\w\-./?=&%~+,;:@]*$/.test(value) ? value : undefined
}
