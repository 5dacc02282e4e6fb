/**
 * The little of node-oidc-provider the social login tests use (oidc-test-provider.ts); the package
 * ships no types and @types/oidc-provider is not installed.
 */
declare module 'oidc-provider' {
  import type { Server } from 'node:http'

  interface ProviderAccount {
    accountId: string
    claims(): Record<string, unknown>
  }

  interface ProviderConfiguration {
    clients?: Record<string, unknown>[]
    claims?: Record<string, string[]>
    cookies?: { keys?: string[] }
    conformIdTokenClaims?: boolean
    findAccount?: (ctx: unknown, accountId: string) => ProviderAccount | Promise<ProviderAccount>
    features?: Record<string, { enabled: boolean }>
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration)
    listen(port: number, host: string, callback: () => void): Server
    on(event: 'server_error', listener: (ctx: unknown, err: Error) => void): this
  }
}
