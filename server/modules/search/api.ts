import type { Api } from '~/server/api'

/** The /api routes of the search module (issue 7). Being built in this session. */
export function registerSearchApi(_api: Api): void {}
