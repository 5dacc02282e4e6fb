/**
 * The captcha of public forms (server/modules/forms/captcha.ts), for every form marked
 * data-captcha-form: the CMS forms, the newsletter, the price request. Once someone starts on a
 * form, the proof-of-work challenge is fetched and solved in the background (SHA-256 through
 * crypto.subtle, in batches, so the page stays responsive); the answer goes into the hidden field
 * `captcha` before the form is sent. With reCAPTCHA configured (data-captcha-kind="recaptcha", or
 * as the challenge endpoint says), Google's script is loaded on demand and run invisibly
 * (SPEC §9: version 2, invisible), with the spec's 'ReCaptcha error: …' messages.
 *
 * Whatever fails here, the form still goes: without an answer the server applies its stricter
 * limit for captcha-less submissions, as it does for browsers without JavaScript.
 */

export const recaptchaErrors = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadFailed: 'ReCaptcha error: Failed to load script',
  executeFailed: 'ReCaptcha error: Failed to execute',
} as const

export class RecaptchaError extends Error {}

export interface PowChallenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

type ChallengeAnswer = ({ kind: 'pow' } & PowChallenge) | { kind: 'recaptcha'; siteKey: string; version: number; size: string }

/** A solution is good for a while; an older one is solved again (the server's challenges live 20 minutes). */
const solutionTtlMs = 15 * 60_000
const defaultChallengeUrl = '/api/v1/captcha/challenge'

const pending = new WeakMap<HTMLFormElement, { at: number; answer: Promise<string> }>()

let registered = false

/**
 * Listens on the document for every captcha form. Pages without React call it from enhance.ts;
 * hydrated pages from the newsletter form's effect (the footer is on every page). Once is enough.
 */
export function enhanceCaptcha(): void {
  if (registered) return
  registered = true
  document.addEventListener('focusin', (event) => {
    const form = captchaForm(event.target)
    if (form) void prepare(form)
  })
  // Capture phase: before the remote-form script sends the form, the answer is in its field.
  document.addEventListener('submit', (event) => {
    const form = captchaForm(event.target)
    if (!form) return
    const field = form.querySelector<HTMLInputElement>('[data-captcha-field]')
    if (!field || field.value !== '' || form.dataset.captchaSkip === '1') {
      delete form.dataset.captchaSkip
      return
    }
    event.preventDefault()
    event.stopImmediatePropagation()
    if (form.getAttribute('aria-busy') === 'true') return
    form.setAttribute('aria-busy', 'true')
    showStatus(form, true)
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null
    void prepare(form).then(
      (answer) => {
        field.value = answer
        showError(form, null)
        send(form, submitter)
      },
      (error: unknown) => {
        form.removeAttribute('aria-busy')
        showStatus(form, false)
        // The next try goes without an answer (the server's stricter limit for captcha-less forms).
        form.dataset.captchaSkip = '1'
        if (error instanceof RecaptchaError) {
          // Shown where the form's captcha errors go; the form stays, so it can be read.
          showError(form, error.message)
          return
        }
        send(form, submitter)
      },
    )
  }, true)
}

function send(form: HTMLFormElement, submitter: HTMLElement | null): void {
  form.removeAttribute('aria-busy')
  showStatus(form, false)
  pending.delete(form)
  // Chromium ignores requestSubmit(submitter) with the button of the submission this script held
  // back; a named button's value is carried in a hidden field instead, and the form is sent again.
  if (submitter instanceof HTMLButtonElement && submitter.name && form.contains(submitter)) {
    const carried = document.createElement('input')
    carried.type = 'hidden'
    carried.name = submitter.name
    carried.value = submitter.value
    form.append(carried)
  }
  setTimeout(() => form.requestSubmit(), 0)
}

function captchaForm(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element)) return null
  const form = target instanceof HTMLFormElement ? target : target.closest('form')
  return form?.hasAttribute('data-captcha-form') ? form : null
}

function prepare(form: HTMLFormElement): Promise<string> {
  const known = pending.get(form)
  if (known && Date.now() - known.at < solutionTtlMs) return known.answer
  const answer = answerFor(form)
  answer.catch(() => pending.delete(form))
  pending.set(form, { at: Date.now(), answer })
  return answer
}

async function answerFor(form: HTMLFormElement): Promise<string> {
  const kind = form.dataset.captchaKind
  if (kind === 'recaptcha') return runRecaptcha(form.dataset.recaptchaSitekey, form.dataset.recaptchaVersion)
  const challenge = await fetchChallenge(form.dataset.captchaUrl ?? defaultChallengeUrl, form.dataset.captchaKey)
  if (challenge.kind === 'recaptcha') return runRecaptcha(challenge.siteKey, String(challenge.version))
  return solvePow(challenge)
}

let apiKeyPromise: Promise<string> | null = null

/** The site's public apiKey, as any client learns it (SPEC §7 domainDetect), when the form does not carry it. */
function apiKey(given: string | undefined): Promise<string> {
  if (given) return Promise.resolve(given)
  apiKeyPromise ??= fetch('/api/v2/master/domainDetect', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ domain: location.href }),
  })
    .then((r) => (r.ok ? (r.json() as Promise<{ data: { apiKeyToken: string } }>) : Promise.reject(new Error(`domainDetect ${r.status}`))))
    .then((body) => body.data.apiKeyToken)
  apiKeyPromise.catch(() => (apiKeyPromise = null))
  return apiKeyPromise
}

async function fetchChallenge(url: string, givenKey: string | undefined): Promise<ChallengeAnswer> {
  const key = await apiKey(givenKey)
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json', apiKey: key } })
  if (!response.ok) throw new Error(`captcha challenge ${response.status}`)
  return ((await response.json()) as { data: ChallengeAnswer }).data
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** Finds the number whose SHA-256 with the salt is the challenge; the payload the server checks. */
export async function solvePow(challenge: PowChallenge, subtle: SubtleCrypto = crypto.subtle, batch = 200): Promise<string> {
  const encoder = new TextEncoder()
  for (let start = 0; start <= challenge.maxnumber; start += batch) {
    const end = Math.min(start + batch, challenge.maxnumber + 1)
    const numbers = Array.from({ length: end - start }, (_, i) => start + i)
    const hashes = await Promise.all(numbers.map((n) => subtle.digest('SHA-256', encoder.encode(challenge.salt + n))))
    const found = hashes.findIndex((h) => hex(h) === challenge.challenge)
    if (found >= 0) {
      const { algorithm, challenge: c, salt, signature } = challenge
      return btoa(JSON.stringify({ algorithm, challenge: c, number: numbers[found], salt, signature }))
    }
  }
  throw new Error('captcha challenge not solved')
}

interface Grecaptcha {
  ready(callback: () => void): void
  render(container: HTMLElement, parameters: Record<string, unknown>): number
  execute(widgetId?: number): void
  reset(widgetId?: number): void
}

let scriptPromise: Promise<Grecaptcha> | null = null

/** Loads Google's script once, on demand (SPEC §8: 'ReCaptcha error: Failed to load script'). */
export function loadRecaptchaScript(doc: Document = document, win: Window & { grecaptcha?: Grecaptcha } = window, timeoutMs = 15_000): Promise<Grecaptcha> {
  if (win.grecaptcha) return Promise.resolve(win.grecaptcha)
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit'
    script.async = true
    const timer = setTimeout(() => reject(new RecaptchaError(recaptchaErrors.loadFailed)), timeoutMs)
    script.addEventListener('load', () => {
      clearTimeout(timer)
      const api = win.grecaptcha
      if (!api) return reject(new RecaptchaError(recaptchaErrors.loadFailed))
      api.ready(() => resolve(api))
    })
    script.addEventListener('error', () => {
      clearTimeout(timer)
      reject(new RecaptchaError(recaptchaErrors.loadFailed))
    })
    doc.head.append(script)
  })
  scriptPromise.catch(() => (scriptPromise = null))
  return scriptPromise
}

/** Runs reCAPTCHA v2 invisible and resolves with its token (SPEC §8 messages for each failure). */
export async function runRecaptcha(
  siteKey: string | undefined,
  version: string | undefined,
  load: () => Promise<Grecaptcha> = () => loadRecaptchaScript(),
  doc: Pick<Document, 'createElement' | 'body'> = document,
): Promise<string> {
  if (!siteKey) throw new RecaptchaError(recaptchaErrors.noKey)
  if (!version) throw new RecaptchaError(recaptchaErrors.noVersion)
  const api = await load()
  return new Promise<string>((resolve, reject) => {
    try {
      const container = doc.createElement('div')
      doc.body.append(container)
      const id = api.render(container, {
        sitekey: siteKey,
        size: 'invisible',
        callback: (token: string) => resolve(token),
        'error-callback': () => reject(new RecaptchaError(recaptchaErrors.executeFailed)),
        'expired-callback': () => reject(new RecaptchaError(recaptchaErrors.executeFailed)),
      })
      api.execute(id)
    } catch {
      reject(new RecaptchaError(recaptchaErrors.executeFailed))
    }
  })
}

function showError(form: HTMLFormElement, message: string | null): void {
  const element = form.querySelector<HTMLElement>('[data-captcha-error]')
  if (!element) return
  if (message === null) {
    if (element.dataset.captchaClient === '1') {
      element.hidden = true
      element.textContent = ''
    }
    return
  }
  element.dataset.captchaClient = '1'
  element.textContent = message
  element.hidden = false
}

/** 'Checking that you are not a robot…' while a held-back submission waits for its answer (text from the page). */
function showStatus(form: HTMLFormElement, checking: boolean): void {
  const element = form.querySelector<HTMLElement>('[data-captcha-status]')
  if (element) element.textContent = checking ? (element.dataset.checking ?? '') : ''
}
