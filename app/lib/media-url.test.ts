import { describe, expect, test } from 'vitest'
import { mediaSrcSet, mediaUrl, slugifyTitle } from './media-url'

describe('slugifyTitle', () => {
  test.each([
    ['Crvena Šalica (200 ml)', 'crvena-salica-200-ml'],
    ['Đurđevak i ČAŠA žuta, ćup', 'durdevak-i-casa-zuta-cup'],
    ['  --Vaza / 30 cm--  ', 'vaza-30-cm'],
    ['Straße & Smørrebrød', 'strasse-smorrebrod'],
    ['ééé', 'eee'],
    ['!!!', 'media'],
    ['', 'media'],
    ['../../etc/passwd', 'etc-passwd'],
  ])('%j → %j', (title, slug) => {
    expect(slugifyTitle(title)).toBe(slug)
  })

  test('long titles are cut without a trailing dash', () => {
    const slug = slugifyTitle(`${'a'.repeat(79)} b`)
    expect(slug).toBe('a'.repeat(79))
  })
})

describe('mediaUrl', () => {
  test('builds /media/{apiKeyId}/{id}/{size}/{title}.{ext}', () => {
    expect(mediaUrl({ apiKeyId: 7, id: 42, title: 'Crvena šalica' }, 'large', 'webp')).toBe('/media/7/42/large/crvena-salica.webp')
  })

  test('defaults to MediumSize as JPEG, and accepts a driveId', () => {
    expect(mediaUrl({ apiKeyId: 7, id: '6f1c5e1a-0000-4000-8000-000000000000', title: 'x' })).toBe(
      '/media/7/6f1c5e1a-0000-4000-8000-000000000000/MediumSize/x.jpeg',
    )
  })
})

describe('mediaSrcSet', () => {
  const base = { apiKeyId: 7, id: 42, title: 'Vaza' }

  test('states each variant at its real width, smallest first', () => {
    expect(mediaSrcSet({ ...base, width: 1600, height: 1200 }, 'avif')).toBe(
      [
        '/media/7/42/MediumSize/vaza.avif 600w',
        '/media/7/42/portrait/vaza.avif 768w',
        '/media/7/42/large/vaza.avif 926w',
        '/media/7/42/fullHd/vaza.avif 1440w',
      ].join(', '),
    )
  })

  test('a small original is listed once, never as an enlarged variant', () => {
    expect(mediaSrcSet({ ...base, width: 500, height: 400 }, 'webp')).toBe('/media/7/42/MediumSize/vaza.webp 500w')
  })

  test('unknown original dimensions fall back to the boxes', () => {
    expect(mediaSrcSet({ ...base, width: null, height: null }, 'jpeg', ['MediumSize', 'large'])).toBe(
      '/media/7/42/MediumSize/vaza.jpeg 600w, /media/7/42/large/vaza.jpeg 926w',
    )
  })
})
