/**
 * What the checkout page (SPEC §2 /naplata, issue 6) sends to the browser: plain view models, money
 * in integer cents, never rows. Shared by app/lib/checkout-page.server.ts and app/components/checkout.
 */

export type CheckoutStep = 1 | 2 | 3

/** A field's error: a message key and the values its text needs (STYLE §6). */
export interface CheckoutFieldError {
  code: string
  params?: Record<string, string | number>
}

/** Field name (or 'form' for the step as a whole) to its error. */
export type CheckoutErrors = Record<string, CheckoutFieldError>

export interface AddressValues {
  firstName: string
  lastName: string
  contactEmail: string
  contactPhone: string
  street: string
  houseNumber: string
  city: string
  zipCode: string
  country: string
  acceptedConsents: string[]
}

export interface DeliveryValues {
  deliveryMethodId: string
  branchId: string
}

export interface PaymentValues {
  methodId: string
  acceptedConsents: string[]
  isInvoiceRequested: boolean
  companyName: string
  oib: string
}

/** A refused step: what was typed comes back with the errors, so nothing is lost. */
export type StepAnswer =
  | { step: 1; errors: CheckoutErrors; values: AddressValues }
  | { step: 2; errors: CheckoutErrors; values: DeliveryValues }
  | { step: 3; errors: CheckoutErrors; values: PaymentValues }

/** The card gateway's hosted page: the browser POSTs these signed fields there (decision 009). */
export interface GatewayRedirect {
  gateway: { action: string; fields: Record<string, string> }
}

export type CheckoutAnswer = StepAnswer | GatewayRedirect

export interface OverviewLine {
  itemId: number
  name: string
  options: string
  qty: number
  unitPrice: number
  amount: number
  isAvailable: boolean
}

/** The cart beside the steps (SPEC §2 checkout overview). */
export interface CheckoutOverview {
  lines: OverviewLine[]
  itemsTotal: number
  /** Negative: what the coupon takes off. */
  coupon: { code: string; percent: number; amount: number } | null
  /** The chosen delivery's price; null before one is chosen. */
  delivery: number | null
  vat: number
  /** The order total, or the cart total while the order total is 0. */
  total: number
  /** What order/create will check the shopper saw (cents): the order total. */
  expectedTotal: number
}

export interface DeliveryOption {
  id: number
  name: string
  description: string
  /** Cents with VAT for this cart; 0 is free. */
  price: number
  isPickup: boolean
  branches: { id: number; name: string; address: string }[]
}

export interface PaymentOption {
  id: number
  code: string
  name: string
  description: string
}

export interface ConsentOption {
  uniqueNumber: string
  version: number
  displayName: string
  required: boolean
}

export interface SellerView {
  name: string
  street: string
  zipCode: string
  city: string
  oib: string
  email: string
  phone: string
}

export interface CheckoutStepsView {
  kind: 'steps'
  step: CheckoutStep
  /** The furthest step the shopper may open: the first one not saved yet. */
  reachable: CheckoutStep
  isLoggedIn: boolean
  overview: CheckoutOverview
  countries: { iso: string; name: string }[]
  deliveryMethods: DeliveryOption[]
  paymentMethods: PaymentOption[]
  consents: { address: ConsentOption[]; payment: ConsentOption[] }
  seller: SellerView
  address: AddressValues
  delivery: DeliveryValues
  payment: PaymentValues
  /** Summaries of the saved steps, for their headers. */
  summaries: { address: string | null; delivery: string | null }
  /** A refusal from order/create that sent the shopper back to a step (post/redirect/get). */
  notice: { step: CheckoutStep; errors: CheckoutErrors } | null
}

export type CheckoutPageView =
  | { kind: 'empty'; message: string | null }
  | { kind: 'login'; loginHref: string; registerHref: string }
  /** The cart became a card order whose payment was not finished (the shopper came back from the gateway). */
  | { kind: 'pendingPayment'; orderSlug: string; total: number; gateway: { action: string; fields: Record<string, string> } }
  | CheckoutStepsView
