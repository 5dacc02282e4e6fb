import { describe, expect, test } from 'vitest'
import { isMediaExtension, isMediaSizeKey, mediaFormats, mediaSizes, variantDimensions } from './sizes'

describe('media sizes (SPEC §9)', () => {
  test('the boxes of the spec, cropped for thumbnails and cart, fitted inside otherwise', () => {
    expect(mediaSizes.thumbnail).toEqual({ width: 50, height: 50, fit: 'cover' })
    expect(mediaSizes.cart).toEqual({ width: 80, height: 64, fit: 'cover' })
    expect(mediaSizes.portrait).toEqual({ width: 768, height: 1024, fit: 'inside' })
    expect(mediaSizes.large).toEqual({ width: 926, height: 926, fit: 'inside' })
    expect(mediaSizes.fullHd).toEqual({ width: 1920, height: 1080, fit: 'inside' })
    expect(mediaSizes.MediumSize.fit).toBe('inside')
  })

  test('only own keys are sizes and extensions', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'Large']) {
      expect(isMediaSizeKey(key)).toBe(false)
      expect(isMediaExtension(key)).toBe(false)
    }
    expect(isMediaSizeKey('original')).toBe(true)
    expect(Object.keys(mediaFormats).sort()).toEqual(['avif', 'jpeg', 'jpg', 'png', 'webp'])
  })

  test('variants never enlarge', () => {
    expect(variantDimensions('fullHd', { width: 800, height: 600 })).toEqual({ width: 800, height: 600 })
    expect(variantDimensions('thumbnail', { width: 30, height: 200 })).toEqual({ width: 30, height: 50 })
    expect(variantDimensions('original', { width: 30, height: 200 })).toEqual({ width: 30, height: 200 })
    expect(variantDimensions('original', { width: null, height: null })).toBeNull()
  })
})
