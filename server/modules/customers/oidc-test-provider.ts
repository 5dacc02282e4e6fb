import type { Server } from 'node:http'
import Provider from 'oidc-provider'

/**
 * A real OpenID provider for the social login tests (STYLE §10: mocks only at the edge, as real
 * local servers): node-oidc-provider with its development login pages, which accept any login
 * name and password. The login name is the account: an e-mail is returned verified, and
 * 'unverified:' before it returns it unverified.
 */
export interface TestProvider {
  issuer: string
  close(): Promise<void>
}

export interface TestClient {
  clientId: string
  clientSecret: string
  redirectUri: string
}

export async function startTestProvider(port: number, clients: TestClient[]): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${port}`
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    // Like Google: the scopes' claims ride in the id_token itself (the shop never calls userinfo).
    conformIdTokenClaims: false,
    findAccount: (_ctx, accountId) => ({ accountId, claims: () => claimsOf(accountId) }),
    // The default development pages; without it the provider refuses to start its interactions.
    features: { devInteractions: { enabled: true } },
  })
  // The development pages warn on every start; the tests know.
  provider.on('server_error', (_ctx, err) => console.error('oidc test provider:', err))
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, '127.0.0.1', () => resolve(s))
  })
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function claimsOf(accountId: string) {
  const unverified = accountId.startsWith('unverified:')
  const email = accountId.replace(/^unverified:/, '')
  const local = email.split('@')[0] ?? email
  return {
    sub: accountId,
    email,
    email_verified: !unverified,
    given_name: 'Iva',
    family_name: `Društvena ${local.slice(-6)}`,
    name: `Iva Društvena ${local.slice(-6)}`,
  }
}

/**
 * Logs in at the provider the way a browser would, without one: follows the authorization URL
 * through the development login and consent pages (keeping the provider's cookies) and returns
 * the URL the provider sends the browser back to (the redirect URI with code and state).
 */
export async function loginAtProvider(authorizationUrl: string, login: string, options: { deny?: boolean } = {}): Promise<URL> {
  const jar = new Map<string, string>()
  let url = new URL(authorizationUrl)
  let method = 'GET'
  let body: URLSearchParams | undefined
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(body && { 'Content-Type': 'application/x-www-form-urlencoded' }) },
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    const location = res.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.origin !== new URL(authorizationUrl).origin) return next
      url = next
      method = 'GET'
      body = undefined
      continue
    }
    const html = await res.text()
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 500)}`)
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`no form on the provider's page: ${html.slice(0, 500)}`)
    url = new URL(action, url)
    method = 'POST'
    if (html.includes('name="login"')) body = new URLSearchParams({ prompt: 'login', login, password: 'any' })
    else if (options.deny) return denied(url)
    else body = new URLSearchParams({ prompt: 'consent' })
  }
  throw new Error('the provider did not send the browser back')

  async function denied(from: URL): Promise<URL> {
    // The abort link of the development pages: /interaction/{uid}/abort.
    url = new URL(`${from.pathname.replace(/\/confirm$|\/?$/, '')}/abort`, from)
    return loginAtProviderFollow(url, jar, new URL(authorizationUrl).origin)
  }
}

async function loginAtProviderFollow(start: URL, jar: Map<string, string>, origin: string): Promise<URL> {
  let url = start
  for (let step = 0; step < 6; step++) {
    const res = await fetch(url, { redirect: 'manual', headers: { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    const location = res.headers.get('location')
    if (!location) throw new Error(`no redirect from ${url}: ${res.status}`)
    const next = new URL(location, url)
    if (next.origin !== origin) return next
    url = next
  }
  throw new Error('the provider did not send the browser back')
}
