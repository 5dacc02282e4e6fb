import { swatchOf } from './data-attributes'
import { postSeeds } from './data-blog'
import { categorySeeds } from './data-categories'
import { eventSeeds } from './events'
import { productSeeds, productViewKeys, variantImageKey } from './product-rows'
import type { ImageSpec } from './render-images'
import { bannerScene, categoryScene, logoSvg, productScene } from './svg-scenes'

/**
 * Every image the demo shop needs, keyed for the seed steps: `logo`, `product:{sku}:{0|1|2}`,
 * `product:{sku}:colour:{colour}`, `category:{key}`, `hero:{home|gifts|about}`, `post:{key}`, `event:{key}`.
 */
export function mediaPlan(): ImageSpec[] {
  const logo = logoSvg()
  const specs: ImageSpec[] = [
    { key: 'logo', title: 'Dućan logo', originalName: 'ducan-logo.png', svg: logo, width: 640, height: 160, format: 'png' },
    { key: 'logo-webp', title: 'Dućan logo', originalName: 'ducan-logo.webp', svg: logo, width: 640, height: 160, format: 'webp' },
  ]
  const views = ['', ' – detalj', ' – u prostoru']
  for (const p of productSeeds) {
    productViewKeys(p.sku).forEach((key, view) => {
      specs.push({
        key, title: `${p.hr[0]}${views[view]}`, originalName: `${p.hr[1]}-${view + 1}.jpg`,
        svg: productScene(p.shape, p.colour, view as 0 | 1 | 2), width: 1200, height: 1200, format: 'jpg',
      })
    })
    for (const colour of p.variants?.colours.slice(1) ?? []) {
      specs.push({
        key: variantImageKey(p.sku, colour), title: `${p.hr[0]} – ${colour}`, originalName: `${p.hr[1]}-${colour}.jpg`,
        svg: productScene(p.shape, swatchOf(colour), 0), width: 1200, height: 1200, format: 'jpg',
      })
    }
  }
  for (const c of categorySeeds) {
    specs.push({
      key: `category:${c.key}`, title: c.text.hr.name, originalName: `kategorija-${c.text.hr.slug}.jpg`,
      svg: categoryScene(c.shape, c.colour, c.accent), width: 1200, height: 900, format: 'jpg',
    })
  }
  const heroes = [
    { key: 'home', palette: { sky: '#cfe3ef', sea: '#1f4e79', sun: '#f2d27a' }, items: [{ shape: 'shirt', colour: '#f5f3ee' }, { shape: 'vase', colour: '#c8553d' }, { shape: 'dress', colour: '#b3262e' }, { shape: 'mug', colour: '#2f5d8a' }] },
    { key: 'gifts', palette: { sky: '#f6dada', sea: '#b3262e', sun: '#ffffff' }, items: [{ shape: 'box', colour: '#1f4e79' }, { shape: 'candle', colour: '#9b7bb8' }, { shape: 'card', colour: '#c8553d' }] },
    { key: 'about', palette: { sky: '#e3f0dc', sea: '#6b7a3a', sun: '#f2b33d' }, items: [{ shape: 'bowl', colour: '#c8553d' }, { shape: 'blanket', colour: '#d8c3a5' }] },
  ] as const
  for (const h of heroes) {
    specs.push({
      key: `hero:${h.key}`, title: `Naslovna slika: ${h.key}`, originalName: `hero-${h.key}.jpg`,
      svg: bannerScene(1920, 800, h.palette, [...h.items]), width: 1920, height: 800, format: 'jpg',
    })
  }
  for (const p of postSeeds) {
    specs.push({
      key: `post:${p.key}`, title: p.text.hr.title, originalName: `${p.text.hr.slug}.jpg`,
      svg: bannerScene(1600, 900, p.look, p.look.items), width: 1600, height: 900, format: 'jpg',
    })
  }
  for (const e of eventSeeds) {
    specs.push({
      key: `event:${e.key}`, title: e.text.hr.title, originalName: `dogadjaj-${e.key}.jpg`,
      svg: bannerScene(1600, 900, e.look, e.look.items), width: 1600, height: 900, format: 'jpg',
    })
  }
  return specs
}
