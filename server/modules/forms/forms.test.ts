import { and, desc, eq, like } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import { resetRateLimits, testApp, testContext, apiClient } from '~/tests/support/test-context'
import { loader as confirmEmailLoader } from '~/app/routes/confirm-email'
import { action as formSubmitAction, loader as formSubmitLoader, safeReturnPath } from '~/app/routes/form-submit'
import type { RequestContext } from '~/server/lib/context'
import { translate } from '~/server/lib/i18n'
import { products } from '~/server/modules/catalog/schema'
import { consentLog } from '~/server/modules/consents/schema'
import { mailOutbox } from '~/server/modules/mail/schema'
import { sendPriceRequest } from '~/server/modules/mail/price-request'
import { createChallenge, encodeSolution, solveChallenge } from './captcha'
import { confirmSubmission } from './confirm'
import { contactAdmin } from './contact'
import { subscribeNewsletter } from './newsletter'
import { formSubmissions, forms, formTranslations, newsletterSubscribers } from './schema'
import { validateFields } from './fields'
import { formView, storeFormData, submitPerClient } from './service'

beforeEach(() => resetRateLimits())

/** A solved proof-of-work answer, as app/enhance/captcha.ts sends it. */
const captcha = (ctx: RequestContext) => encodeSolution(solveChallenge(createChallenge(ctx, { number: Math.floor(Math.random() * 500) }))!)

const contactData = { firstName: 'Ana', email: 'ana@example.com', subject: 'Dostava', message: 'Kada stiže moja narudžba?' }

async function outboxOf(ctx: RequestContext, kind: string) {
  return ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(desc(mailOutbox.id))
}

async function submissionsOf(ctx: RequestContext, email: string) {
  return ctx.db.select().from(formSubmissions).where(eq(formSubmissions.email, email)).orderBy(desc(formSubmissions.id))
}

let formCounter = 0
/** A form of its own for a test: double opt-in with the given goal. */
async function doubleOptInForm(ctx: RequestContext, goalType: 'message' | 'url' | 'file', goal: string) {
  const slug = `dvostruka-${++formCounter}-${Date.now()}`
  const [row] = await ctx.db
    .insert(forms)
    .values({ slug, doubleOptIn: true, goalType, goal, sendEmailTo: 'prodaja@ducan.hr', fields: [{ name: 'email', type: 'email', required: true }, { name: 'newsletterToo', type: 'checkbox' }, { name: 'topic', type: 'select', options: ['a', 'b'] }] })
    .returning({ id: forms.id })
  await ctx.db.insert(formTranslations).values([
    { formId: row!.id, locale: 'hr', title: 'Katalog', labels: { email: 'E-mail', newsletterToo: 'I newsletter', topic: 'Tema', 'topic.a': 'Prva' } },
    { formId: row!.id, locale: 'en', title: 'Catalogue', labels: { email: 'E-mail' } },
  ])
  return slug
}

const tokenIn = (text: string, kind: 'form' | 'newsletter') => new RegExp(`[?&]${kind}=([\\w-]+)`).exec(text)?.[1] ?? ''

describe('formView (the CMS form section contract)', () => {
  test('the contact form in Croatian and English: labels, required marks, consents, captcha, action', async () => {
    const hr = await formView(await testContext(), 'contact')
    expect(hr).toMatchObject({
      slug: 'contact', title: 'Pošaljite nam poruku', submitLabel: 'Pošalji poruku', action: '/obrazac/contact', doubleOptIn: false,
      captcha: { kind: 'pow', challengeUrl: '/api/v1/captcha/challenge' },
    })
    expect(hr!.fields.map((f) => [f.name, f.type, f.label, f.required])).toEqual([
      ['firstName', 'text', 'Ime', true], ['email', 'email', 'E-mail adresa', true], ['subject', 'text', 'Predmet', false], ['message', 'textarea', 'Poruka', true],
    ])
    expect(hr!.consents.map((c) => [c.uniqueNumber, c.required])).toEqual([['privacy', true]])
    expect(hr!.captcha.kind === 'pow' && hr!.captcha.apiKey).toBeTruthy()
    const en = await formView(await testContext({ locale: 'en' }), 'contact')
    expect(en).toMatchObject({ title: 'Send us a message', action: '/en/form/contact' })
    expect(en!.fields[0]!.label).toBe('First name')
    expect(en!.consents[0]!.displayName).toContain('privacy notice')
  })

  test('an unknown or malformed slug is null', async () => {
    const ctx = await testContext()
    expect(await formView(ctx, 'nema-ga')).toBeNull()
    expect(await formView(ctx, '../contact')).toBeNull()
  })
})

describe('storeFormData (SPEC §7 form storeData)', () => {
  test('checks every field against its definition and the required consents; nothing is stored', async () => {
    const ctx = await testContext()
    const result = await storeFormData(ctx, { slug: 'contact' }, { data: { firstName: ' ', email: 'nije-email', subject: 'x'.repeat(201), message: '' }, captcha: captcha(ctx) }, { clientKey: 'v' })
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: { code: 'core.validation.required' },
        email: { code: 'core.validation.email' },
        subject: { code: 'core.validation.maxLength', params: { length: 200 } },
        message: { code: 'core.validation.required' },
        'consent.privacy': { code: 'forms.errors.consentRequired' },
      },
    })
    expect(await submissionsOf(ctx, 'nije-email')).toHaveLength(0)
  })

  test('a valid submission is stored, mailed to SendEmailTo through the outbox, and its consents logged with version', async () => {
    const ctx = await testContext()
    const email = `kontakt-${Date.now()}@example.com`
    const result = await storeFormData(ctx, { slug: 'contact' }, { data: { ...contactData, email, extra: 'ignored' }, acceptedConsents: ['privacy'], captcha: captcha(ctx) }, { clientKey: 'ok' })
    expect(result).toEqual({ ok: true, status: 'received', message: 'Hvala! Vaša poruka je poslana, javit ćemo vam se uskoro.' })
    const [row] = await submissionsOf(ctx, email)
    expect(row).toMatchObject({ channel: 'form', status: 'received', locale: 'hr', data: { ...contactData, email }, confirmTokenHash: null })
    const [mail] = await outboxOf(ctx, 'form-contact')
    expect(mail).toMatchObject({ to: 'info@ducan.hr', subject: 'Nova poruka: Pošaljite nam poruku', status: 'pending', replyTo: { email } })
    expect(mail!.text).toContain(`Odgovorite na: ${email}`)
    expect(mail!.text).toContain('Poruka: Kada stiže moja narudžba?')
    expect(mail!.text).toContain('Prihvaćene privole: privacy v1')
    const log = await ctx.db.select().from(consentLog).where(eq(consentLog.email, email))
    expect(log.map((l) => [l.uniqueNumber, l.version, l.accepted])).toEqual([['privacy', 1, true]])
    expect(log[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  test('a wrong captcha is a field error and nothing is stored; the same answer twice passes once', async () => {
    const ctx = await testContext()
    const email = `captcha-${Date.now()}@example.com`
    const input = { data: { ...contactData, email }, acceptedConsents: ['privacy'] }
    expect(await storeFormData(ctx, { slug: 'contact' }, { ...input, captcha: 'forged' }, { clientKey: 'c1' })).toEqual({ ok: false, errors: { captcha: { code: 'forms.captcha.failed' } } })
    expect(await submissionsOf(ctx, email)).toHaveLength(0)
    const answer = captcha(ctx)
    expect((await storeFormData(ctx, { slug: 'contact' }, { ...input, captcha: answer }, { clientKey: 'c1' })).ok).toBe(true)
    expect(await storeFormData(ctx, { slug: 'contact' }, { ...input, captcha: answer }, { clientKey: 'c1' })).toEqual({ ok: false, errors: { captcha: { code: 'forms.captcha.reused' } } })
    expect(await submissionsOf(ctx, email)).toHaveLength(1)
    expect(translate('hr', 'forms.captcha.reused')).toBe('Provjera je već iskorištena. Pošaljite obrazac ponovno.')
  })

  test('rate limit: five per client in ten minutes, then 429; another client still sends', async () => {
    const ctx = await testContext()
    const input = () => ({ data: { ...contactData, email: 'flood@example.com' }, acceptedConsents: ['privacy'], captcha: captcha(ctx) })
    for (let i = 0; i < submitPerClient.limit; i++) expect((await storeFormData(ctx, { slug: 'contact' }, input(), { clientKey: 'flood' })).ok).toBe(true)
    await expect(storeFormData(ctx, { slug: 'contact' }, input(), { clientKey: 'flood' })).rejects.toMatchObject({ code: 'forms.errors.tooManyRequests', status: 429 })
    expect((await storeFormData(ctx, { slug: 'contact' }, input(), { clientKey: 'calm' })).ok).toBe(true)
  })

  test('the honeypot filled: answered as sent, nothing stored or mailed', async () => {
    const ctx = await testContext()
    const email = `bot-${Date.now()}@example.com`
    const result = await storeFormData(ctx, { slug: 'contact' }, { data: { ...contactData, email }, acceptedConsents: ['privacy'], honeypot: 'http://spam' }, { clientKey: 'bot' })
    expect(result.ok).toBe(true)
    expect(await submissionsOf(ctx, email)).toHaveLength(0)
  })

  test('an unknown form is 404', async () => {
    await expect(storeFormData(await testContext(), { slug: 'nema' }, { data: {} }, { clientKey: 'x' })).rejects.toMatchObject({ status: 404 })
  })
})

describe('double opt-in (SPEC §3 goal types, §7 confirmEmail)', () => {
  test('the submission waits for confirmation; the link confirms once, then the owner is mailed and the message goal applies', async () => {
    const ctx = await testContext()
    const slug = await doubleOptInForm(ctx, 'message', 'Hvala, katalog stiže!')
    const email = `doi-${Date.now()}@example.com`
    const result = await storeFormData(ctx, { slug }, { data: { email, newsletterToo: 'on', topic: 'a' }, acceptedConsents: ['privacy'], captcha: captcha(ctx) }, { clientKey: 'doi' })
    expect(result).toMatchObject({ ok: true, status: 'awaitingConfirmation', message: 'Hvala! Poslali smo vam e-mail s poveznicom za potvrdu adrese.' })
    const [row] = await submissionsOf(ctx, email)
    expect(row).toMatchObject({ status: 'awaitingConfirmation', data: { email, newsletterToo: true, topic: 'a' } })
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)
    const [confirmMail] = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'form-confirmation'), eq(mailOutbox.to, email)))
    expect(confirmMail!.text).toContain('http://localhost:3000/potvrdi-email?form=')
    const token = tokenIn(confirmMail!.text, 'form')
    expect(row!.confirmTokenHash).not.toContain(token)
    expect(await outboxOf(ctx, `form-${slug}`)).toHaveLength(0)

    expect(await confirmSubmission(ctx, 'form', token)).toEqual({ goalType: 'message', message: 'Hvala, katalog stiže!', confirmedEmail: email })
    const [confirmed] = await submissionsOf(ctx, email)
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmTokenHash: null })
    const [owner] = await outboxOf(ctx, `form-${slug}`)
    expect(owner).toMatchObject({ to: 'prodaja@ducan.hr' })
    expect(owner!.text).toContain('I newsletter: da')
    await expect(confirmSubmission(ctx, 'form', token)).rejects.toMatchObject({ code: 'forms.errors.invalidConfirmToken', status: 400 })
  })

  test('goal url leads to this site; file gives the file; a foreign url falls back to the message', async () => {
    const ctx = await testContext()
    const cases = [
      ['url', '/shop', { goalType: 'url', url: '/shop' }],
      ['file', '/media/katalog.pdf', { goalType: 'file', url: '/media/katalog.pdf' }],
      ['url', 'https://evil.example/phish', { goalType: 'message' }],
    ] as const
    for (const [goalType, goal, expected] of cases) {
      const slug = await doubleOptInForm(ctx, goalType, goal)
      const email = `goal-${goalType}-${Math.random().toString(36).slice(2)}@example.com`
      await storeFormData(ctx, { slug }, { data: { email }, acceptedConsents: ['privacy'], captcha: captcha(ctx) }, { clientKey: `goal-${slug}` })
      const [mail] = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'form-confirmation'), eq(mailOutbox.to, email)))
      expect(await confirmSubmission(ctx, 'form', tokenIn(mail!.text, 'form'))).toMatchObject({ ...expected, confirmedEmail: email })
    }
  })

  test('an expired link does not confirm', async () => {
    const ctx = await testContext()
    const slug = await doubleOptInForm(ctx, 'message', 'ok')
    const email = `late-${Date.now()}@example.com`
    await storeFormData(ctx, { slug }, { data: { email }, acceptedConsents: ['privacy'], captcha: captcha(ctx) }, { clientKey: 'late' })
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    await expect(confirmSubmission(ctx, 'form', tokenIn(mail!.text, 'form'), new Date(Date.now() + 8 * 86_400_000))).rejects.toMatchObject({ status: 400 })
  })

  test('select and checkbox rules: an unknown option is refused, a required checkbox must be ticked', async () => {
    const ctx = await testContext()
    const slug = await doubleOptInForm(ctx, 'message', 'ok')
    const result = await storeFormData(ctx, { slug }, { data: { email: 'a@example.com', topic: 'z' }, acceptedConsents: ['privacy'] }, { clientKey: 'sel' })
    expect(result).toEqual({ ok: false, errors: { topic: { code: 'forms.validation.option' } } })
    const fields = [{ name: 'agree', type: 'checkbox', required: true }, { name: 'phone', type: 'tel', required: false }] as const
    expect(validateFields(fields, { phone: 'abc' }).errors).toEqual({ agree: { code: 'core.validation.required' }, phone: { code: 'forms.validation.tel' } })
    expect(validateFields(fields, { agree: 'on', phone: '+385 91 123 4567' })).toEqual({ values: { agree: true, phone: '+385 91 123 4567' }, errors: {} })
  })
})

describe('contact/contactAdmin', () => {
  test('stored (channel contact) and mailed; missing fields are field errors', async () => {
    const ctx = await testContext({ locale: 'en' })
    expect(await contactAdmin(ctx, { firstName: '', from: 'x', content: '' }, { clientKey: 'ca' })).toEqual({
      ok: false,
      errors: { firstName: { code: 'core.validation.required' }, from: { code: 'core.validation.email' }, content: { code: 'core.validation.required' }, 'consent.privacy': { code: 'forms.errors.consentRequired' } },
    })
    const from = `contact-${Date.now()}@example.com`
    const result = await contactAdmin(ctx, { firstName: 'Ivo', from, subject: 'Povrat', content: 'Želim vratiti šalicu.', acceptedConsents: ['privacy'], captcha: captcha(ctx) }, { clientKey: 'ca' })
    expect(result).toEqual({ ok: true, status: 'received', message: 'Thank you! Your message has been sent.' })
    const [row] = await submissionsOf(ctx, from)
    expect(row).toMatchObject({ channel: 'contact', locale: 'en', formId: null, data: { firstName: 'Ivo', from, subject: 'Povrat', content: 'Želim vratiti šalicu.' } })
    const [mail] = await outboxOf(ctx, 'contact')
    expect(mail).toMatchObject({ to: 'info@ducan.hr', subject: 'Kontakt: Povrat', replyTo: { name: 'Ivo', email: from } })
    expect(mail!.text).toContain(`Ivo <${from}>`)
  })
})

describe('newsletter/subscribe', () => {
  test('double opt-in: pending, confirmed by the link, then alreadySubscribedToNewsletter (translated)', async () => {
    const ctx = await testContext()
    const email = `News-${Date.now()}@Example.com`
    const lower = email.toLowerCase()
    expect(await subscribeNewsletter(ctx, { email, acceptedConsents: ['privacy'] }, { clientKey: 'n' })).toEqual({ ok: false, errors: { 'consent.newsletter': { code: 'forms.errors.consentRequired' } } })
    const result = await subscribeNewsletter(ctx, { email, acceptedConsents: ['privacy', 'newsletter'], captcha: captcha(ctx) }, { clientKey: 'n' })
    expect(result).toMatchObject({ ok: true, status: 'awaitingConfirmation' })
    const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, lower))
    expect(row).toMatchObject({ status: 'pending', locale: 'hr' })
    const log = await ctx.db.select().from(consentLog).where(eq(consentLog.email, lower)).orderBy(consentLog.uniqueNumber)
    expect(log.map((l) => l.uniqueNumber)).toEqual(['newsletter'])
    // Asking again while pending sends a fresh link; the first one no longer works.
    const [first] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, lower)).orderBy(desc(mailOutbox.id))
    await subscribeNewsletter(ctx, { email, acceptedConsents: ['privacy', 'newsletter'], captcha: captcha(ctx) }, { clientKey: 'n' })
    const [second] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, lower)).orderBy(desc(mailOutbox.id))
    expect(second!.id).not.toBe(first!.id)
    await expect(confirmSubmission(ctx, 'newsletter', tokenIn(first!.text, 'newsletter'))).rejects.toMatchObject({ status: 400 })
    expect(await confirmSubmission(ctx, 'newsletter', tokenIn(second!.text, 'newsletter'))).toEqual({ goalType: 'message', message: 'Prijava na newsletter je potvrđena. Hvala!', confirmedEmail: lower })

    const again = await subscribeNewsletter(ctx, { email: lower, acceptedConsents: ['privacy', 'newsletter'], captcha: captcha(ctx) }, { clientKey: 'n' })
    expect(again).toEqual({ ok: false, errors: { email: { code: 'core.errors.alreadySubscribedToNewsletter' } } })
    expect(translate('hr', 'core.errors.alreadySubscribedToNewsletter')).toBe('Već ste prijavljeni na newsletter')
    // The footer's form (slug newsletter) subscribes the same way.
    const viaForm = await storeFormData(ctx, { slug: 'newsletter' }, { data: { email: lower }, acceptedConsents: ['privacy', 'newsletter'] }, { clientKey: 'n2' })
    expect(viaForm).toEqual({ ok: false, errors: { email: { code: 'core.errors.alreadySubscribedToNewsletter' } } })
  })
})

describe('price request with the captcha', () => {
  async function productId(ctx: RequestContext) {
    const [row] = await ctx.db.select({ id: products.id }).from(products).where(like(products.sku, '%')).limit(1)
    return row!.id
  }

  test('a wrong answer is the captcha field error; a good one sends and stores it (channel priceRequest)', async () => {
    const ctx = await testContext()
    const from = `upit-${Date.now()}@example.com`
    const input = { productId: await productId(ctx), firstName: 'Ana', from, content: 'Cijena za 10 komada?', acceptedConsents: ['privacy'] }
    expect(await sendPriceRequest(ctx, { ...input, captcha: 'kriva' }, { clientKey: 'p' })).toEqual({ ok: false, errors: { captcha: { code: 'forms.captcha.failed' } } })
    expect(await submissionsOf(ctx, from)).toHaveLength(0)
    expect(await sendPriceRequest(ctx, { ...input, captcha: captcha(ctx) }, { clientKey: 'p' })).toEqual({ ok: true })
    const [row] = await submissionsOf(ctx, from)
    expect(row).toMatchObject({ channel: 'priceRequest', data: { firstName: 'Ana', content: 'Cijena za 10 komada?', productId: input.productId } })
  })
})

describe('API', () => {
  test('captcha challenge, form get, storeData with field errors (422, translated) and success', async () => {
    const client = await apiClient()
    const challenge = await client.request('/api/v1/captcha/challenge')
    expect(challenge.status).toBe(200)
    expect(challenge.headers.get('Cache-Control')).toBe('no-store')
    const { data } = (await challenge.json()) as { data: { kind: string; algorithm: string; maxnumber: number; salt: string } }
    expect(data).toMatchObject({ kind: 'pow', algorithm: 'SHA-256' })
    expect(data.salt).toMatch(/\?expires=\d+$/)
    expect((await client.request('/api/v1/captcha/challenge', { withoutApiKey: true })).status).toBe(401)

    const got = await client.request('/api/v1/cms/form/get/contact', { locale: 'en' })
    expect(((await got.json()) as { data: { title: string } }).data.title).toBe('Send us a message')
    expect((await client.request('/api/v1/cms/form/get/nema')).status).toBe(404)
    const list = (await (await client.request('/api/v1/cms/form/filter')).json()) as { data: { records: { slug: string }[] } }
    expect(list.data.records.map((r) => r.slug)).toEqual(expect.arrayContaining(['contact', 'newsletter']))

    const bad = await client.request('/api/v1/cms/form/storeData', { method: 'POST', json: { id: 'contact', data: { firstName: 'Ana' } } })
    expect(bad.status).toBe(422)
    const body = (await bad.json()) as { error: { code: string; payload: { message: string } } }
    expect(body.error.code).toBe('core.validation.required')
    expect(body.error.payload.message).toBe('Unos ovog polja je obavezan')

    const ctx = await testContext()
    const okResponse = await client.request('/api/v1/cms/form/storeData', {
      method: 'POST',
      json: { id: 'contact', data: { ...contactData, email: 'api@example.com' }, acceptedConsents: ['privacy'], recaptcha: captcha(ctx) },
    })
    expect(okResponse.status).toBe(200)
    expect(((await okResponse.json()) as { data: { status: string } }).data.status).toBe('received')
  })

  test('contactAdmin, newsletter/subscribe (alreadySubscribedToNewsletter) and confirmEmail', async () => {
    const client = await apiClient()
    const ctx = await testContext()
    const contact = await client.request('/api/v1/cms/contact/contactAdmin', { method: 'POST', json: { firstName: 'Ana', from: 'ana-api@example.com', content: 'Bok', acceptedConsents: ['privacy'], recaptcha: captcha(ctx) } })
    expect(contact.status).toBe(200)

    const email = `api-news-${Date.now()}@example.com`
    const subscribe = () => client.request('/api/v1/newsletter/subscribe', { method: 'POST', locale: 'en', json: { email, acceptedConsents: ['privacy', 'newsletter'], recaptcha: captcha(ctx) } })
    expect((await subscribe()).status).toBe(200)
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    expect(mail!.text).toContain('/en/confirm-email?newsletter=')
    const confirm = await client.request(`/api/v1/cms/form/confirmEmail/${tokenIn(mail!.text, 'newsletter')}?kind=newsletter`, { locale: 'en' })
    expect(((await confirm.json()) as { data: unknown }).data).toEqual({ goalType: 'message', message: 'Your newsletter subscription is confirmed. Thank you!', confirmedEmail: email })
    const again = await subscribe()
    expect(again.status).toBe(422)
    expect(((await again.json()) as { error: { payload: { message: string } } }).error.payload.message).toBe('You are already subscribed to the newsletter')
    expect((await client.request('/api/v1/cms/form/confirmEmail/nevaljan', {})).status).toBe(400)
  })
})

describe('the form-submission route (/obrazac/{slug}), without JavaScript', () => {
  async function post(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
    const app = await testApp()
    const body = new URLSearchParams()
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v)
    const request = new Request(`http://localhost:3000${path}`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers } })
    const context = { app, nonce: 'n', requestId: 'test', clientIp: `10.0.0.${Math.floor(Math.random() * 250)}` } satisfies AppLoadContext
    const slug = path.split('/').at(-1)!
    try {
      return { answer: await formSubmitAction({ request, url: new URL(request.url), params: { slug }, context } as never) }
    } catch (thrown) {
      return { thrown }
    }
  }

  test('errors answer 400 with the errors and everything typed', async () => {
    const { answer } = await post('/obrazac/contact', { firstName: 'Ana', email: 'ana@', message: 'Pozdrav <b>svima</b>', returnTo: '/kontakt' })
    const { data, init } = answer as unknown as { data: { values: { data: Record<string, string> }; errors: Record<string, unknown>; returnTo: string }; init: { status: number } }
    expect(init.status).toBe(400)
    expect(data.values.data).toMatchObject({ firstName: 'Ana', email: 'ana@', message: 'Pozdrav <b>svima</b>' })
    expect(Object.keys(data.errors)).toEqual(['email', 'consent.privacy'])
    expect(data.returnTo).toBe('/kontakt')
  })

  test('success leads back (303) to the page it came from with a one-time notice; a foreign return path is not followed', async () => {
    const ok = await post('/obrazac/contact', { ...contactData, acceptedConsents: 'privacy', returnTo: '/kontakt', captcha: '' })
    const response = ok.thrown as Response
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/kontakt?sent=contact#form-contact')
    const news = await post('/obrazac/newsletter', { email: `nojs-${Date.now()}@example.com`, acceptedConsents: ['privacy', 'newsletter'], returnTo: '/en' })
    expect((news.thrown as Response).headers.get('Location')).toBe('/en')
    expect((news.thrown as Response).headers.get('Set-Cookie')).toMatch(/^flash=/)
    const evil = await post('/en/form/contact', { ...contactData, acceptedConsents: 'privacy', returnTo: '//evil.example/x' }, { Referer: 'https://evil.example/' })
    expect((evil.thrown as Response).headers.get('Location')).toBe('/en/form/contact?sent=contact#form-contact')
  })

  test('safeReturnPath accepts only paths of this site', () => {
    expect(safeReturnPath('/kontakt?x=1#f')).toBe('/kontakt?x=1#f')
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b', '']) expect(safeReturnPath(bad)).toBeNull()
  })

  test('GET shows the form; an unknown form is 404', async () => {
    const app = await testApp()
    const context = { app, nonce: 'n', requestId: 'test', clientIp: '127.0.0.1' } satisfies AppLoadContext
    const loaded = await formSubmitLoader({ request: new Request('http://localhost:3000/obrazac/contact?returnTo=/kontakt'), url: new URL('http://localhost:3000/obrazac/contact?returnTo=/kontakt'), params: { slug: 'contact' }, context } as never)
    expect(loaded).toMatchObject({ form: { slug: 'contact' }, returnTo: '/kontakt' })
    await expect(formSubmitLoader({ request: new Request('http://localhost:3000/obrazac/nema'), url: new URL('http://localhost:3000/obrazac/nema'), params: { slug: 'nema' }, context } as never)).rejects.toMatchObject({ init: { status: 404 } })
  })
})

describe('/potvrdi-email with a form or newsletter link', () => {
  async function open(query: string) {
    const app = await testApp()
    const context = { app, nonce: 'n', requestId: 'test', clientIp: '127.0.0.1' } satisfies AppLoadContext
    try {
      return await confirmEmailLoader({ request: new Request(`http://localhost:3000/potvrdi-email?${query}`), url: new URL(`http://localhost:3000/potvrdi-email?${query}`), params: {}, context } as never)
    } catch (thrown) {
      return thrown
    }
  }

  test('confirms once and shows the goal; a url goal redirects; a spent link says so', async () => {
    const ctx = await testContext()
    const slug = await doubleOptInForm(ctx, 'url', '/shop')
    const email = `page-${Date.now()}@example.com`
    await storeFormData(ctx, { slug }, { data: { email }, acceptedConsents: ['privacy'], captcha: captcha(ctx) }, { clientKey: 'page' })
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    const token = tokenIn(mail!.text, 'form')
    const redirected = (await open(`form=${token}`)) as Response
    expect(redirected.status).toBe(302)
    expect(redirected.headers.get('Location')).toBe('/shop')
    expect(await open(`form=${token}`)).toEqual({ outcome: 'failed', message: 'forms.errors.invalidConfirmToken' })

    const news = `page-news-${Date.now()}@example.com`
    await subscribeNewsletter(ctx, { email: news, acceptedConsents: ['privacy', 'newsletter'], captcha: captcha(ctx) }, { clientKey: 'page' })
    const [newsMail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, news))
    const shown = (await open(`newsletter=${tokenIn(newsMail!.text, 'newsletter')}`)) as { data: unknown }
    expect(shown.data).toEqual({ outcome: 'goal', goal: { goalType: 'message', message: 'Prijava na newsletter je potvrđena. Hvala!', confirmedEmail: news } })
  })
})
