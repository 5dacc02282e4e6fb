/**
 * The owner-defined forms (app/components/forms/cms-form.tsx) on pages without React: an answer
 * with errors puts the focus on the first field in error (the markup's autofocus does it where the
 * browser honours it; this covers the rest, and the consents), a sent form on its notice. After
 * the load event: Chromium clears the focus when it scrolls to the URL's #fragment.
 */
export function enhanceForms(): void {
  if (document.readyState === 'complete') focusFirst()
  else window.addEventListener('load', () => setTimeout(focusFirst, 0), { once: true })
}

function focusFirst(): void {
  const active = document.activeElement
  if (active && active !== document.body) return
  const target = document.querySelector<HTMLElement>(
    '.cms-form [aria-invalid="true"], .newsletter-form [aria-invalid="true"], .cms-form [data-captcha-error]:not([hidden]), .cms-form__notice[data-autofocus]',
  )
  target?.focus()
}
