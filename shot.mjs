import { chromium } from 'playwright-core'
const [,, base, ...pages] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (const spec of pages) {
  const [path, name, width, sel] = spec.split('|')
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  if (sel) { await page.locator(sel).first().scrollIntoViewIfNeeded(); await page.locator(sel).first().screenshot({ path: `/tmp/shots/lead/${name}.png` }) }
  else await page.screenshot({ path: `/tmp/shots/lead/${name}.png`, fullPage: true })
  await page.close()
}
await browser.close()
