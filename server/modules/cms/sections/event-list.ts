import { z } from 'zod'
import { upcomingEvents, type EventCard } from '~/server/modules/events/service'
import { defineSection } from './define'
import { optionalText } from './shared'

/**
 * The next upcoming events (events module). With none coming up the section stays, saying so
 * (`emptyText`, or the translated default), so an events page never looks broken.
 */
export const eventListSection = defineSection({
  schema: z.object({ title: optionalText, limit: z.coerce.number().int().min(1).max(24).default(6), emptyText: optionalText }),
  store: (id, data) => ({ id, type: 'eventList' as const, title: data.title, limit: data.limit, emptyText: data.emptyText }),
  resolve: async (ctx, sections) => {
    const limit = Math.max(...sections.map((s) => s.limit))
    const events = await upcomingEvents(ctx, { limit })
    return sections.map((s): EventListView => ({ id: s.id, type: s.type, title: s.title, emptyText: s.emptyText, events: events.slice(0, s.limit) }))
  },
})

export interface EventListView {
  id: number
  type: 'eventList'
  title: string
  emptyText: string
  events: EventCard[]
}
