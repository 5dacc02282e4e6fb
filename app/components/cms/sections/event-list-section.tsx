import { EventCard } from '~/app/components/events/event-card'
import { useTranslations } from '~/app/i18n/intl'
import type { SectionView } from '~/server/modules/cms/sections'
import { headingIdOf, SectionHeading } from './section-heading'

type EventList = Extract<SectionView, { type: 'eventList' }>

/** The upcoming events as cards (the events module's EventCard); with none, a sentence saying so. */
export function EventListSection({ section }: { section: EventList }) {
  const t = useTranslations('content.sections.eventList')
  const headingId = headingIdOf(section.id)
  return (
    <section className="event-list-section" aria-labelledby={section.title ? headingId : undefined} aria-label={section.title ? undefined : t('label')}>
      <div className="container">
        {section.title && <SectionHeading id={headingId} title={section.title} />}
        {section.events.length ? (
          <ul className="event-list-section__grid" role="list">
            {section.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="section-empty">{section.emptyText || t('empty')}</p>
        )}
      </div>
    </section>
  )
}
