import type { OrderDetails } from '~/server/modules/orders/order-details'
import type { Seller } from '~/server/modules/orders/seller'
import { renderHtml, renderText, type Block } from './blocks'
import { dateAndTime, lineDetails, sellerAddress, sellerBlocks } from './format'
import { mailTexts } from './messages'
import type { RenderedMail } from './order-confirmation'

export interface WithdrawalAcknowledgementInput {
  order: OrderDetails
  withdrawal: { fullName: string; email: string; lineIds: number[]; statement: string; confirmedAt: Date }
  seller: Seller
  siteUrl: string
}

/**
 * The acknowledgement of a withdrawal (Directive 2011/83/EU art. 11(3): receipt confirmed on a
 * durable medium without delay; the withdrawal function of Directive (EU) 2023/2673 asks for the
 * date and time of receipt). In the order's language; the time is Zagreb's, as the shop's law is.
 */
export function withdrawalAcknowledgementMail(input: WithdrawalAcknowledgementInput): Omit<RenderedMail, 'attachments'> {
  const { order, withdrawal, seller } = input
  const locale = order.locale
  const texts = mailTexts[locale]
  const t = texts.withdrawal
  const received = dateAndTime(withdrawal.confirmedAt, locale)
  const lines = withdrawal.lineIds.length === 0 ? [] : order.lines.filter((l) => withdrawal.lineIds.includes(l.id))
  const statement = withdrawal.statement.trim()
  const blocks: Block[] = [
    { type: 'paragraph', text: texts.greeting(withdrawal.fullName) },
    { type: 'paragraph', text: t.received(order.slug, received.date, received.time) },
    { type: 'heading', text: t.linesHeading },
    ...(lines.length === 0
      ? [{ type: 'paragraph', text: t.wholeOrder } as const]
      : lines.map((l) => ({ type: 'paragraph' as const, text: [`${l.qty} × ${l.name} (${l.sku})`, ...lineDetails(l.options)].join('; ') }))),
    ...(statement ? [{ type: 'heading', text: t.statementHeading } as const, { type: 'paragraph', text: statement } as const] : []),
    { type: 'heading', text: t.nextHeading },
    { type: 'paragraph', text: t.refund },
    { type: 'paragraph', text: t.refundHold },
    { type: 'paragraph', text: t.returnGoods(`${seller.name}, ${sellerAddress(seller, locale)}`) },
    ...sellerBlocks(seller, locale, texts),
  ]
  const subject = t.subject(order.slug)
  return { subject, text: renderText(blocks), html: renderHtml({ lang: locale, title: subject, blocks }) }
}
