import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { MediaConfigProvider } from './media-config'
import { Picture, type PictureProps } from './picture'

const vase = { id: 42, title: 'Plava vaza', width: 1600, height: 1200, alt: 'Plava keramička vaza' }

const render = (props: PictureProps, config: { apiKeyId?: number } = { apiKeyId: 7 }) =>
  renderToStaticMarkup(createElement(MediaConfigProvider, { apiKeyId: config.apiKeyId, children: createElement(Picture, props) }))

describe('Picture', () => {
  test('AVIF and WebP sources, a JPEG fallback with its size, lazy and async by default', () => {
    const html = render(vase)
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="\/media\/7\/42\/MediumSize\/plava-vaza\.avif 600w, /)
    expect(html).toContain('<source type="image/webp" srcSet="/media/7/42/MediumSize/plava-vaza.webp 600w, ')
    expect(html).toContain('/media/7/42/fullHd/plava-vaza.webp 1440w"')
    expect(html).toContain('src="/media/7/42/MediumSize/plava-vaza.jpeg"')
    expect(html).toContain('alt="Plava keramička vaza" width="600" height="450"')
    expect(html).toContain('loading="lazy" decoding="async"')
    expect(html).toContain('sizes="(max-width: 600px) 100vw, 600px"')
    expect(html).not.toContain('fetchPriority')
  })

  test('a hero is eager with high fetch priority, at the size and sizes it asks for', () => {
    const html = render({ ...vase, size: 'fullHd', sizes: '100vw', priority: true })
    expect(html).toContain('width="1440" height="1080"')
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('sizes="100vw"')
  })

  test('a cart thumbnail is one cropped variant without w descriptors', () => {
    const html = render({ ...vase, size: 'cart' })
    expect(html).toContain('srcSet="/media/7/42/cart/plava-vaza.avif"')
    expect(html).toContain('width="80" height="64"')
    expect(html).not.toContain('sizes=')
  })

  test('an apiKeyId prop wins over the provider', () => {
    expect(render({ ...vase, apiKeyId: 9 })).toContain('src="/media/9/42/MediumSize/plava-vaza.jpeg"')
  })

  test('without an apiKeyId it shows the logo instead of a broken URL', () => {
    const html = render(vase, {})
    expect(html).toBe('<img alt="Plava keramička vaza" width="600" height="450" loading="lazy" decoding="async" src="/logo.svg"/>')
  })
})
