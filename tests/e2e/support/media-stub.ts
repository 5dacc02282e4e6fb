import type { BrowserContext, Page } from '@playwright/test'

/** A 1×1 beige PNG. */
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWO4ceUMAAUAAnlNFwE7AAAAAElFTkSuQmCC', 'base64')

/**
 * Answers /media/{apiKey}/{id}/… image requests in the browser with one small PNG. A fresh test
 * server encodes every AVIF on first request (about half a second each), and `page.goto` waits for
 * every image: list and product pages would spend most of a test there. The catalog tests check
 * the markup that asks for images, not the image pipeline (server/modules/media has its own tests).
 */
export async function stubMedia(target: Page | BrowserContext): Promise<void> {
  await target.route(/\/media\/\d+\/\d+\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: pixel }))
}
