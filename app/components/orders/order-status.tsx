import { useTranslations } from '~/app/i18n/intl'
import type { OrderStatus } from '~/server/modules/orders/schema'

/** An order's status as a labelled badge; the colour only repeats what the text says. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders.status')
  return <span className={`order-status order-status--${status}`}>{t(status)}</span>
}
