import type { Api } from '~/server/api'

/** The /api routes of elements, navigation, finder and link masters (issue 7). Being built in this session. */
export function registerContentApi(_api: Api): void {}
