/**
 * What a change made on the cart page answers (app/routes/cart.tsx): the intent it was, whether it
 * worked, the message key to show, and for a refused field the field and what was typed into it,
 * so nothing typed is lost (STYLE §9). Plain data: it reaches the browser.
 */
export const cartIntents = ['update', 'remove', 'applyCoupon', 'removeCoupon', 'applyMemberCard', 'instructions'] as const
export type CartIntent = (typeof cartIntents)[number]

export interface CartActionResult {
  intent: CartIntent
  ok: boolean
  message: string
  params?: Record<string, string | number>
  /** The line the answer is about (quantity and removal). */
  itemId?: number
  /** The field at fault, when the message belongs beside a field rather than in the page's notice. */
  field?: 'qty' | 'coupon' | 'barcode' | 'instructions'
  /** What was typed into that field. */
  value?: string
}

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && (cartIntents as readonly string[]).includes(value)
}

/** The answer of `intent` (for the line `itemId`, when given), from an action's data of any shape. */
export function resultFor(data: unknown, intent: CartIntent | readonly CartIntent[], itemId?: number): CartActionResult | undefined {
  if (!data || typeof data !== 'object' || !('intent' in data)) return undefined
  const result = data as CartActionResult
  const intents: readonly CartIntent[] = typeof intent === 'string' ? [intent] : intent
  if (!intents.includes(result.intent)) return undefined
  return itemId === undefined || result.itemId === itemId ? result : undefined
}
