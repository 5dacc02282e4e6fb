import type { Api } from '~/server/api'

/** The /api routes of forms, contact, newsletter and the captcha (issue 7). Being built in this session. */
export function registerFormsApi(_api: Api): void {}
