/**
 * The cart page's quantity rules as the browser applies them before asking the server, which
 * checks them again (server/modules/cart/validation.ts): SPEC §5, a whole number greater than 0,
 * the minus button stops at 1; SPEC §4 and §9, edits are debounced 500 ms.
 */
export const maxQuantity = 999
export const quantityDebounceMs = 500

/** The typed text as a quantity, or null when it is not a whole number from 1 to 999. */
export function parseQuantityText(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,3}$/.test(trimmed)) return null
  const qty = Number(trimmed)
  return qty >= 1 && qty <= maxQuantity ? qty : null
}

/** One step of the minus or plus button: never below 1 (SPEC §5) nor above the line's maximum. */
export function stepQuantity(qty: number, delta: -1 | 1): number {
  return Math.min(maxQuantity, Math.max(1, qty + delta))
}

export interface Debouncer {
  /** Runs `task` after the delay, unless another schedule or a cancel comes first. */
  schedule: (task: () => void) => void
  /** Runs the pending task now (Enter in the field); nothing when none is pending. */
  flush: () => void
  /** Forgets the pending task: a newer edit, an invalid one, or the line leaving the page. */
  cancel: () => void
  isPending: () => boolean
}

/**
 * SPEC §4: a newer edit cancels a pending one. Only the last task scheduled within the delay runs;
 * a request already sent is cancelled by the next one (useFetcher aborts it and ignores its answer).
 */
export function createDebouncer(delayMs: number, timers: Timers = globalTimers): Debouncer {
  let timer: ReturnType<Timers['set']> | null = null
  let pending: (() => void) | null = null
  const cancel = () => {
    if (timer !== null) timers.clear(timer)
    timer = null
    pending = null
  }
  const run = () => {
    const task = pending
    cancel()
    task?.()
  }
  return {
    schedule(task) {
      cancel()
      pending = task
      timer = timers.set(run, delayMs)
    },
    flush: run,
    cancel,
    isPending: () => pending !== null,
  }
}

/** The clock the debouncer uses; tests pass fake timers. */
export interface Timers {
  set: (fn: () => void, ms: number) => unknown
  clear: (id: unknown) => void
}

const globalTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}
