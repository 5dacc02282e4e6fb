import type { SectionView } from '~/server/modules/cms/sections'
import { CategoryTilesSection } from './sections/category-tiles-section'
import { HeroSection } from './sections/hero-section'
import { ProductCarouselSection } from './sections/product-carousel-section'
import { RichTextSection } from './sections/rich-text-section'

/**
 * A page's sections in order, each by its renderer. `heroIsPageHeading`: on the home page the
 * first section's hero title is the page's h1 (the page title itself is not shown there).
 */
export function SectionList({ sections, heroIsPageHeading = false }: { sections: SectionView[]; heroIsPageHeading?: boolean }) {
  return (
    <div className="sections">
      {sections.map((section, index) => {
        switch (section.type) {
          case 'hero':
            return (
              <HeroSection
                key={section.id}
                section={section}
                isFirst={index === 0}
                headingLevel={heroIsPageHeading && index === 0 ? 1 : 2}
              />
            )
          case 'richText':
            return <RichTextSection key={section.id} section={section} />
          case 'productCarousel':
            return <ProductCarouselSection key={section.id} section={section} />
          case 'categoryTiles':
            return <CategoryTilesSection key={section.id} section={section} />
        }
      })}
    </div>
  )
}
