import { describe, expect, test } from 'vitest'
import { loadRecaptchaScript, recaptchaErrors, RecaptchaError, runRecaptcha } from './captcha'

/** A document just big enough for the reCAPTCHA loader: scripts are appended, and fire what the test says. */
function fakeDocument(outcome: 'load' | 'error' | 'never') {
  const appended: { src: string }[] = []
  const doc = {
    createElement: () => {
      const listeners: Record<string, () => void> = {}
      return { src: '', async: false, addEventListener: (name: string, fn: () => void) => (listeners[name] = fn), listeners }
    },
    head: {
      append: (script: { src: string; listeners: Record<string, () => void> }) => {
        appended.push(script)
        if (outcome !== 'never') queueMicrotask(() => script.listeners[outcome]?.())
      },
    },
    body: { append: () => {} },
  }
  return { doc: doc as unknown as Document, appended }
}

describe('reCAPTCHA client errors (SPEC §8)', () => {
  test('no site key, no version', async () => {
    const { doc } = fakeDocument('load')
    await expect(runRecaptcha(undefined, '2', async () => { throw new Error('not loaded') }, doc)).rejects.toThrow(recaptchaErrors.noKey)
    await expect(runRecaptcha('', '2', async () => { throw new Error('not loaded') }, doc)).rejects.toThrow('ReCaptcha error: No key provided')
    await expect(runRecaptcha('key', undefined, async () => { throw new Error('not loaded') }, doc)).rejects.toThrow('ReCaptcha error: No version provided')
    expect(recaptchaErrors).toEqual({
      noKey: 'ReCaptcha error: No key provided',
      noVersion: 'ReCaptcha error: No version provided',
      loadFailed: 'ReCaptcha error: Failed to load script',
      executeFailed: 'ReCaptcha error: Failed to execute',
    })
  })

  test('the script failing to load, or loading without the API, or never answering: Failed to load script', async () => {
    const failed = fakeDocument('error')
    await expect(loadRecaptchaScript(failed.doc, {} as never)).rejects.toThrow('ReCaptcha error: Failed to load script')
    expect(failed.appended[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit')
    await expect(loadRecaptchaScript(fakeDocument('load').doc, {} as never)).rejects.toBeInstanceOf(RecaptchaError)
    await expect(loadRecaptchaScript(fakeDocument('never').doc, {} as never, 20)).rejects.toThrow(recaptchaErrors.loadFailed)
  })

  test('executing fails (render throws, or the error callback): Failed to execute; a token resolves', async () => {
    const doc = fakeDocument('load').doc
    const throwing = { ready: (f: () => void) => f(), render: () => { throw new Error('bad key') }, execute: () => {}, reset: () => {} }
    await expect(runRecaptcha('key', '2', async () => throwing, doc)).rejects.toThrow('ReCaptcha error: Failed to execute')
    let callbacks: Record<string, (token?: string) => void> = {}
    const erroring = { ready: (f: () => void) => f(), render: (_: unknown, p: Record<string, unknown>) => ((callbacks = p as never), 1), execute: () => callbacks['error-callback']!(), reset: () => {} }
    await expect(runRecaptcha('key', '2', async () => erroring, doc)).rejects.toThrow(recaptchaErrors.executeFailed)
    const working = { ready: (f: () => void) => f(), render: (_: unknown, p: Record<string, unknown>) => ((callbacks = p as never), 1), execute: () => callbacks.callback!('token-123'), reset: () => {} }
    await expect(runRecaptcha('key', '2', async () => working, doc)).resolves.toBe('token-123')
    expect(callbacks).toMatchObject({ sitekey: 'key', size: 'invisible' })
  })
})
