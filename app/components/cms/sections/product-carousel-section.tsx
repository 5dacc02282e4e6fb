import { useTranslations } from '~/app/i18n/intl'
import { ProductCard } from '~/app/components/product/product-card'
import type { SectionView } from '~/server/modules/cms/sections'

type ProductCarousel = Extract<SectionView, { type: 'productCarousel' }>

/**
 * A horizontally scrolling row of product cards. It works without JavaScript (native scrolling
 * with scroll snap; Tab moves from card to card and the browser scrolls each into view); with the
 * enhancement script (app/enhance/carousels.ts) previous/next buttons appear and scroll by a page
 * of cards. At either end a button is aria-disabled rather than disabled, so a keyboard user
 * pressing it keeps the focus.
 */
export function ProductCarouselSection({ section }: { section: ProductCarousel }) {
  const t = useTranslations('sections.carousel')
  const headingId = `section-${section.id}-title`
  const listId = `section-${section.id}-list`
  return (
    <section className="carousel" aria-labelledby={section.title ? headingId : undefined}>
      <div className="container">
        <div className="carousel__header">
          {section.title && (
            <h2 id={headingId} className="section-title">
              {section.title}
            </h2>
          )}
          {/* Hidden until the script can drive them, and while everything fits. */}
          <div className="carousel__controls" hidden data-carousel-controls={listId}>
            <button type="button" className="carousel__button" aria-controls={listId} aria-label={t('previous')} aria-disabled="true" data-carousel-step="-1">
              <Chevron direction="left" />
            </button>
            <button type="button" className="carousel__button" aria-controls={listId} aria-label={t('next')} data-carousel-step="1">
              <Chevron direction="right" />
            </button>
          </div>
        </div>
      </div>
      <ul id={listId} className="carousel__track" role="list" aria-label={section.title ? t('label', { title: section.title }) : undefined}>
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
