import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { Picture } from '~/app/components/media/picture'
import type { SectionView } from '~/server/modules/cms/sections'

type CategoryTiles = Extract<SectionView, { type: 'categoryTiles' }>

/** Categories, each linking to its shop page with its image, or the site logo, and its name (SPEC §2). */
export function CategoryTilesSection({ section }: { section: CategoryTiles }) {
  const t = useTranslations('sections.categoryTiles')
  const locale = useLocale() as Locale
  const headingId = `section-${section.id}-title`
  return (
    <section className="category-tiles" aria-labelledby={section.title ? headingId : undefined} aria-label={section.title ? undefined : t('label')}>
      <div className="container">
        {section.title && (
          <h2 id={headingId} className="section-title">
            {section.title}
          </h2>
        )}
        <ul className="category-tiles__list" role="list">
          {section.categories.map((category) => {
            const image = category.image ?? section.fallbackImage
            return (
              <li key={category.id} className="category-tile">
                <AppLink to={href('shop', locale, { slug: category.slug })} className="category-tile__link" prefetch="intent">
                  <span className={`category-tile__media${category.image ? '' : ' category-tile__media--logo'}`}>
                    {image ? (
                      <Picture
                        {...image}
                        alt=""
                        size="MediumSize"
                        srcSetSizes={['MediumSize', 'large']}
                        sizes="(max-width: 550px) 50vw, (max-width: 1024px) 33vw, 20rem"
                        className="category-tile__image"
                      />
                    ) : (
                      <img src="/logo.svg" alt="" className="category-tile__image" width="96" height="96" loading="lazy" />
                    )}
                  </span>
                  <span className="category-tile__name">{category.name}</span>
                </AppLink>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
