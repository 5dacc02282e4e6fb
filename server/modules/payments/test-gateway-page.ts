import type { Locale } from '~/app/i18n/locales'
import { formatMoney } from '~/app/lib/money'
import { translate } from '~/server/lib/i18n'
import type { GatewayFields } from './card-gateway'

/**
 * The test gateway's pages (test-gateway.ts): plain server-rendered HTML, every value escaped. The
 * page asks for no card (the shop never sees card data, and a test needs none): only Pay or Cancel.
 */
export function paymentPage(input: { locale: Locale; merchant: string; orderNumber: string; amount: number; fields: GatewayFields }): string {
  const t = (key: string) => translate(input.locale, `payment.testGateway.${key}`)
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n        ')
  return layout(input.locale, t('title'), `
    <p class="notice">${escapeHtml(t('notice'))}</p>
    <dl>
      <dt>${escapeHtml(t('merchant'))}</dt><dd>${escapeHtml(input.merchant)}</dd>
      <dt>${escapeHtml(t('orderNumber'))}</dt><dd>${escapeHtml(input.orderNumber)}</dd>
      <dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(formatMoney(input.amount, input.locale))}</dd>
    </dl>
    <form method="post" action="/test-gateway/complete">
        ${hidden}
      <div class="actions">
        <button type="submit" name="outcome" value="approved" class="pay">${escapeHtml(t('pay'))}</button>
        <button type="submit" name="outcome" value="cancelled" class="cancel">${escapeHtml(t('cancel'))}</button>
      </div>
    </form>`)
}

/** A refusal (a request without a valid signature, a callback the shop did not take). */
export function errorPage(locale: Locale, messageKey: string): string {
  const title = translate(locale, 'payment.testGateway.title')
  return layout(locale, title, `<p class="error" role="alert">${escapeHtml(translate(locale, `payment.testGateway.${messageKey}`))}</p>`)
}

function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f4f4f5; margin: 0; }
    main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #d4d4d8; border-radius: 0.5rem; }
    h1 { font-size: 1.5rem; margin-top: 0; }
    .notice { background: #fef9c3; color: #422006; padding: 0.75rem; border-radius: 0.25rem; }
    .error { color: #991b1b; font-weight: 600; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
    dt { font-weight: 600; }
    dd { margin: 0; }
    .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
    button { font: inherit; padding: 0.75rem 1.5rem; border-radius: 0.375rem; cursor: pointer; border: 2px solid #1e3a8a; }
    .pay { background: #1e3a8a; color: #fff; }
    .cancel { background: #fff; color: #1e3a8a; }
    button:focus-visible { outline: 3px solid #b45309; outline-offset: 3px; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
    ${body}
  </main>
</body>
</html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
