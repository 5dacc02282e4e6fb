import type { Api } from '~/server/api'

/** The /api routes of redirects and failed requests (issue 7). Being built in this session. */
export function registerRedirectsApi(_api: Api): void {}
