import type { Api } from '~/server/api'

/** The /api routes of posts, post types, terms and comments (issue 7). Being built in this session. */
export function registerBlogApi(_api: Api): void {}
