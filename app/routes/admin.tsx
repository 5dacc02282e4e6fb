import type { Route } from './+types/admin'
import { AdminOrderDetail } from '~/app/components/admin/admin-order-detail'
import { AdminOrderList } from '~/app/components/admin/admin-order-list'
import { adminOrdersAction, adminOrdersLoader } from '~/app/lib/admin-orders.server'
import { metaTranslator, pageMeta } from '~/app/lib/meta'
import adminCss from '~/app/styles/admin.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: metaTranslator(args)('backOffice.orders.title'), noIndex: true })

export const loader = adminOrdersLoader
export const action = adminOrdersAction

/** The back office's start page (SPEC §2 route 'admin'): the shop's orders, and one order whole. */
export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.kind === 'order'
    ? <AdminOrderDetail order={loaderData.order} answer={actionData ?? null} />
    : <AdminOrderList list={loaderData.list} query={loaderData.query} />
}
