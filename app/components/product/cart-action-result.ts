/** What the cart route's action answers a product form (app/routes/cart.tsx): message keys only. */
export type CartActionResult =
  | { ok: true; message: string; returnTo?: string }
  | { ok: false; errors: Record<string, string>; returnTo?: string }
