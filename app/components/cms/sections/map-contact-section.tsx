import { Picture } from '~/app/components/media/picture'
import { useTranslations } from '~/app/i18n/intl'
import type { SectionView } from '~/server/modules/cms/sections'
import { headingIdOf, SectionHeading } from './section-heading'

type MapContact = Extract<SectionView, { type: 'mapContact' }>

/**
 * Address, phone, e-mail and opening hours beside a map. The map is a picture (when the editor
 * gave one) or a drawn placeholder, with a link to the place on OpenStreetMap: no third-party
 * script or frame (the CSP allows neither, and none is needed to find a shop).
 */
export function MapContactSection({ section }: { section: MapContact }) {
  const t = useTranslations('content.sections.mapContact')
  const headingId = headingIdOf(section.id)
  const { map } = section
  return (
    <section className="map-contact" aria-labelledby={section.title ? headingId : undefined} aria-label={section.title ? undefined : t('label')}>
      <div className="container map-contact__inner">
        <div className="map-contact__details">
          {section.title && <SectionHeading id={headingId} title={section.title} />}
          <address className="map-contact__address">
            {section.name && <p className="map-contact__name">{section.name}</p>}
            {section.addressLines.length > 0 && (
              <p>
                {section.addressLines.map((line, i) => (
                  <span key={i} className="map-contact__line">
                    {line}
                  </span>
                ))}
              </p>
            )}
            <dl className="map-contact__channels">
              {section.phone && (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={section.phone.href}>{section.phone.label}</a>
                  </dd>
                </div>
              )}
              {section.email && (
                <div>
                  <dt>{t('email')}</dt>
                  <dd>
                    <a href={section.email.href}>{section.email.label}</a>
                  </dd>
                </div>
              )}
            </dl>
          </address>
          {section.openingHours.length > 0 && (
            <div className="map-contact__hours">
              <h3 className="map-contact__subtitle">{t('openingHours')}</h3>
              <dl>
                {section.openingHours.map((row, i) => (
                  <div key={i} className="map-contact__hours-row">
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
        <div className="map-contact__map">
          {map.image ? (
            <Picture {...map.image} alt={map.imageAlt} size="large" srcSetSizes={['MediumSize', 'large']} sizes="(max-width: 767px) 92vw, 36rem" className="map-contact__image" />
          ) : (
            <div className="map-contact__placeholder" aria-hidden="true">
              <svg viewBox="0 0 48 48" width="56" height="56" focusable="false">
                <path d="M24 4c-7.7 0-14 6.1-14 13.7C10 28 24 44 24 44s14-16 14-26.3C38 10.1 31.7 4 24 4z" fill="currentColor" />
                <circle cx="24" cy="18" r="5.5" fill="#fff" />
              </svg>
            </div>
          )}
          {map.osmUrl && (
            <a className="btn btn--secondary map-contact__osm" href={map.osmUrl} target="_blank" rel="noopener">
              {t('openMap')}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          )}
        </div>
      </div>
    </section>
  )
}
