import type { StatementValues } from '~/app/lib/orders-withdrawal.server'

/** The order and, for a guest, the proof of it: sent with every step, checked again by the server. */
export function OrderProofFields({ orderSlug, proof }: { orderSlug: string; proof: string | null }) {
  return (
    <>
      <input type="hidden" name="order" value={orderSlug} />
      {proof && <input type="hidden" name="proof" value={proof} />}
    </>
  )
}

/** Step 1's answers carried through step 2, so going back keeps what was typed. */
export function StatementHiddenFields({ values }: { values: StatementValues }) {
  return (
    <>
      <input type="hidden" name="fullName" value={values.fullName} />
      <input type="hidden" name="email" value={values.email} />
      <input type="hidden" name="scope" value={values.scope} />
      {values.lineIds.map((id) => (
        <input key={id} type="hidden" name="lineIds" value={id} />
      ))}
      <input type="hidden" name="statement" value={values.statement} />
    </>
  )
}
