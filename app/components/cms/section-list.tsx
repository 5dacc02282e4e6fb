import type { SectionView } from '~/server/modules/cms/sections'
import { CategoryTilesSection } from './sections/category-tiles-section'
import { CtaSection } from './sections/cta-section'
import { EventListSection } from './sections/event-list-section'
import { FaqSection } from './sections/faq-section'
import { FormSectionView } from './sections/form-section'
import { GallerySection } from './sections/gallery-section'
import { HeroSection } from './sections/hero-section'
import { ImageTextSection } from './sections/image-text-section'
import { MapContactSection } from './sections/map-contact-section'
import { PostListSection } from './sections/post-list-section'
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
          case 'imageText':
            return <ImageTextSection key={section.id} section={section} />
          case 'productCarousel':
            return <ProductCarouselSection key={section.id} section={section} />
          case 'categoryTiles':
            return <CategoryTilesSection key={section.id} section={section} />
          case 'postList':
            return <PostListSection key={section.id} section={section} />
          case 'eventList':
            return <EventListSection key={section.id} section={section} />
          case 'gallery':
            return <GallerySection key={section.id} section={section} />
          case 'form':
            return <FormSectionView key={section.id} section={section} />
          case 'cta':
            return <CtaSection key={section.id} section={section} />
          case 'faq':
            return <FaqSection key={section.id} section={section} />
          case 'mapContact':
            return <MapContactSection key={section.id} section={section} />
        }
      })}
    </div>
  )
}
