import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'
import { ProductCard } from '~/app/components/product/product-card'
import type { SectionView } from '~/server/modules/cms/sections'

type ProductCarousel = Extract<SectionView, { type: 'productCarousel' }>

/**
 * A horizontally scrolling row of product cards. It works without JavaScript (native scrolling
 * with scroll snap; Tab moves from card to card and the browser scrolls each into view); with
 * JavaScript, previous/next buttons scroll by a page of cards. At either end a button is
 * aria-disabled rather than disabled, so a keyboard user pressing it keeps the focus.
 */
export function ProductCarouselSection({ section }: { section: ProductCarousel }) {
  const t = useTranslations('sections.carousel')
  const viewport = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState<{ atStart: boolean; atEnd: boolean } | null>(null)
  const headingId = `section-${section.id}-title`
  const listId = `section-${section.id}-list`

  const measure = useCallback(() => {
    const el = viewport.current
    if (!el) return
    const max = el.scrollWidth - el.clientWidth
    setEdges({ atStart: Math.abs(el.scrollLeft) <= 2, atEnd: Math.abs(el.scrollLeft) >= max - 2 })
  }, [])

  useEffect(() => {
    const el = viewport.current
    if (!el) return
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [measure])

  const scrollByPage = (direction: 1 | -1) => {
    const el = viewport.current
    if (!el) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduceMotion ? 'auto' : 'smooth' })
  }

  const canScroll = edges !== null && !(edges.atStart && edges.atEnd)

  return (
    <section className="carousel" aria-labelledby={section.title ? headingId : undefined}>
      <div className="container">
        <div className="carousel__header">
          {section.title && (
            <h2 id={headingId} className="section-title">
              {section.title}
            </h2>
          )}
          {canScroll && (
            <div className="carousel__controls">
              <button
                type="button"
                className="carousel__button"
                aria-controls={listId}
                aria-label={t('previous')}
                aria-disabled={edges.atStart}
                onClick={() => !edges.atStart && scrollByPage(-1)}
              >
                <Chevron direction="left" />
              </button>
              <button
                type="button"
                className="carousel__button"
                aria-controls={listId}
                aria-label={t('next')}
                aria-disabled={edges.atEnd}
                onClick={() => !edges.atEnd && scrollByPage(1)}
              >
                <Chevron direction="right" />
              </button>
            </div>
          )}
        </div>
      </div>
      <ul
        id={listId}
        ref={viewport}
        className="carousel__track"
        role="list"
        aria-label={section.title ? t('label', { title: section.title }) : undefined}
      >
        {section.products.map((product) => (
          <li key={product.id} className="carousel__item">
            <ProductCard product={product} headingLevel={section.title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
