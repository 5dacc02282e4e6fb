import sharp from 'sharp'
import type { BrowserContext, Page, Route } from '@playwright/test'

/**
 * A beige PNG as large as the largest variant a page asks for: a 1×1 pixel would be scaled by the
 * srcset's width descriptors to a natural width of 0, which looks like a broken image.
 */
const pixel = sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#e8dcc8' } }).png().toBuffer()

/**
 * Answers /media/{apiKey}/{id}/… image requests in the browser with one small PNG. A fresh test
 * server encodes every AVIF on first request (about half a second each), and `page.goto` waits for
 * every image: list and product pages would spend most of a test there. The catalog tests check
 * the markup that asks for images, not the image pipeline (server/modules/media has its own tests).
 */
export async function stubMedia(target: Page | BrowserContext): Promise<void> {
  await target.route(mediaPath, answerWithPixel)
}

const mediaPath = /\/media\/\d+\/\d+\//
const answerWithPixel = async (route: Route) => route.fulfill({ status: 200, contentType: 'image/png', body: await pixel })

/**
 * Runs `steps` without the stub, and puts it back after. Every route makes Playwright intercept
 * all of the browser's requests, and under interception Chromium may follow a redirect before it
 * has stored the cookie that redirect set: a script's POST answered by post/redirect/get with a
 * one-time message (app/lib/flash.server.ts) then comes back without its message. Seen in CI: the
 * redirected GET carried the POST's cookies, not the new flash. Browsers without interception
 * store the cookie first, so steps that post such forms from a script run without the stub. Only
 * the stub is removed: a test that routes other requests too is still intercepted.
 */
export async function withoutMediaStub(target: Page | BrowserContext, steps: () => Promise<void>): Promise<void> {
  await target.unroute(mediaPath, answerWithPixel)
  try {
    await steps()
  } finally {
    await stubMedia(target)
  }
}
