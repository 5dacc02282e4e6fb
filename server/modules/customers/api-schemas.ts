import { z } from '@hono/zod-openapi'

/** The response shapes of the Auth and User calls (SPEC §3 auth user, §7 data.tokens and data.user). */

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isBackofficeUser: z.boolean(),
    isGuest: z.boolean(),
    scope: z.array(z.string()).openapi({ description: 'The scopes as a list (SPEC §6)' }),
    scopes: z.record(z.string(), z.literal(true)).openapi({ description: 'The same scopes as a map' }),
    memberCardBarcode: z.string().nullable(),
    emailConfirmed: z.boolean(),
  })
  .openapi('User')

export const tokensSchema = z
  .object({
    accessToken: z.string().openapi({ description: 'HS256 JWT, valid 15 minutes: send it as the accessToken header' }),
    refreshToken: z.string().openapi({ description: 'Opaque, single use: GET /v1/refresh with it as the refreshToken header' }),
    expiresIn: z.number().int().openapi({ description: 'Seconds the access token is valid' }),
  })
  .openapi('Tokens')

export const authSchema = z.object({ tokens: tokensSchema, user: userSchema }).openapi('Auth')

export const userEnvelopeData = z.object({ user: userSchema })

export const addressSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    contactPhone: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    city: z.string(),
    zipCode: z.string(),
    country: z.string().openapi({ description: 'ISO 3166-1 alpha-2' }),
    isDefault: z.boolean(),
  })
  .openapi('Address')
