/**
 * An expected failure: `code` is a message key (messages/*.json), translated at the edge
 * (STYLE §5). Anything else thrown is a bug and is logged, never shown.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503 = 400,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code)
    this.name = 'DomainError'
  }
}
