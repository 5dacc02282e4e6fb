import type { Api } from '~/server/api'

/** The /api routes of calendar events (issue 7). Being built in this session. */
export function registerEventsApi(_api: Api): void {}
