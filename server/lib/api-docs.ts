import type { OpenAPIHono } from '@hono/zod-openapi'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { apiHeaders, skipApiKeyCookie, type ApiVariables } from './api-headers'

/** Paths of the documentation; they, like domainDetect, need no apiKey. */
export const docsPaths = ['/openapi.json', '/docs', '/docs/init.js', '/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js'] as const

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>
type Operation = { security?: unknown[]; parameters?: unknown[] }

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const

/**
 * Serves the OpenAPI 3.1 document generated from the routes' zod schemas at /api/openapi.json and
 * Swagger UI at /api/docs. Nothing comes from a CDN: the page loads swagger-ui-dist's files from
 * node_modules and a served init script, which the strict CSP (script-src 'self') allows.
 */
export function registerApiDocs(api: OpenAPIHono<{ Variables: ApiVariables }>) {
  let document: Document | undefined
  api.get('/openapi.json', (c) => c.json((document ??= withHeaders(generate(api)))))

  api.get('/docs', (c) => {
    const base = c.req.path.replace(/\/docs$/, '')
    return c.html(docsPage(base))
  })
  api.get('/docs/init.js', (c) => c.body(initScript, 200, assetHeaders('text/javascript; charset=utf-8')))
  api.get('/docs/swagger-ui.css', (c) => c.body(swaggerFile('swagger-ui.css'), 200, assetHeaders('text/css; charset=utf-8')))
  api.get('/docs/swagger-ui-bundle.js', (c) =>
    c.body(swaggerFile('swagger-ui-bundle.js'), 200, assetHeaders('text/javascript; charset=utf-8')),
  )
}

function generate(api: OpenAPIHono<{ Variables: ApiVariables }>): Document {
  api.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: apiHeaders.apiKey,
    description: "The site's API key (see POST /v2/master/domainDetect). Required unless the skipApiKey cookie is set.",
  })
  api.openAPIRegistry.registerComponent('securitySchemes', 'skipApiKey', {
    type: 'apiKey',
    in: 'cookie',
    name: skipApiKeyCookie,
    description: "Set by the site's own pages: the request then belongs to the site of the `site` header, or the installation's site.",
  })
  api.openAPIRegistry.registerComponent('securitySchemes', 'accessToken', {
    type: 'apiKey',
    in: 'header',
    name: apiHeaders.accessToken,
    description: 'The signed-in user’s access token, when there is one.',
  })
  return api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Dućan API',
      version: '1',
      description:
        'REST API of SPEC §7. Success: `{data}`. Failure: `{error:{code,statusCode,payload:{message,error}}}` with the message ' +
        'translated by x-gaussbox-language (hr default). Every response carries X-Request-Id. Request bodies are JSON, at most 1 MB.',
    },
    servers: [{ url: '/api' }],
  })
}

const headerParameters: NonNullable<NonNullable<Document['components']>['parameters']> = {
  site: {
    name: apiHeaders.site,
    in: 'header',
    required: false,
    description: 'Site id; must be the site of the apiKey when given.',
    schema: { type: 'string' },
  },
  store: {
    name: apiHeaders.store,
    in: 'header',
    required: false,
    description: "Store id, one of the site's stores (else 400 api.unknownStore). Default: the store of the request language.",
    schema: { type: 'string' },
  },
  language: {
    name: apiHeaders.language,
    in: 'header',
    required: false,
    description: 'Language of the answer and of error messages: hr, hrv, en or eng. Default: the store’s language, else hr.',
    schema: { type: 'string', enum: ['hr', 'hrv', 'en', 'eng'] },
  },
}

/**
 * Adds the SPEC §7 headers to every operation: routes that declare `security: []` are public and
 * only take the language; the others need the apiKey (or the skipApiKey cookie) and take site,
 * store and accessToken.
 */
function withHeaders(doc: Document): Document {
  doc.components = { ...doc.components, parameters: { ...doc.components?.parameters, ...headerParameters } }
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of methods) {
      const operation = (item as Record<string, Operation | undefined>)[method]
      if (!operation) continue
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0
      const refs = (isPublic ? ['language'] : ['site', 'store', 'language']).map((name) => ({ $ref: `#/components/parameters/${name}` }))
      operation.parameters = [...(operation.parameters ?? []), ...refs]
      if (!isPublic) operation.security = [{ apiKey: [] }, { apiKey: [], accessToken: [] }, { skipApiKey: [] }, { skipApiKey: [], accessToken: [] }]
    }
  }
  return doc
}

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const swaggerFiles = new Map<string, Buffer>()

function swaggerFile(name: 'swagger-ui.css' | 'swagger-ui-bundle.js'): Uint8Array<ArrayBuffer> {
  let file = swaggerFiles.get(name)
  if (!file) swaggerFiles.set(name, (file = readFileSync(path.join(swaggerDir, name))))
  return new Uint8Array(file)
}

const assetHeaders = (type: string) => ({ 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' })

const docsPage = (base: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dućan API reference</title>
<link rel="stylesheet" href="${base}/docs/swagger-ui.css">
</head>
<body>
<noscript>The reference needs JavaScript; the raw document is at <a href="${base}/openapi.json">${base}/openapi.json</a>.</noscript>
<div id="swagger-ui" data-url="${base}/openapi.json"></div>
<script src="${base}/docs/swagger-ui-bundle.js"></script>
<script src="${base}/docs/init.js"></script>
</body>
</html>`

/** Served as a file, not inline: the CSP allows scripts from 'self' and nonce-carrying ones only. */
const initScript = `window.addEventListener('DOMContentLoaded', function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.dataset.url,
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`
