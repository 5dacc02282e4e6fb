import { consentAssignments, consentTranslations, consents } from '~/server/modules/consents/schema'
import type { SeedDb } from './types'

const items = [
  { uniqueNumber: 'terms-of-sale', isRequired: true,
    hr: 'Prihvaćam <a href="/uvjeti-prodaje" target="_blank">uvjete prodaje</a> i upoznat/a sam s <a href="/pravo-na-odustajanje" target="_blank">pravom na odustajanje</a>.',
    en: 'I accept the <a href="/en/terms-of-sale" target="_blank">terms of sale</a> and have read about the <a href="/en/right-of-withdrawal" target="_blank">right of withdrawal</a>.' },
  { uniqueNumber: 'privacy', isRequired: true,
    hr: 'Pročitao/la sam <a href="/privatnost-i-kolacici" target="_blank">izjavu o privatnosti</a>.',
    en: 'I have read the <a href="/en/privacy-and-cookies" target="_blank">privacy notice</a>.' },
  { uniqueNumber: 'newsletter', isRequired: false,
    hr: 'Želim primati newsletter s novostima i ponudama (najviše dvaput mjesečno). Odjaviti se mogu u svakom trenutku; više u <a href="/privatnost-i-kolacici" target="_blank">izjavi o privatnosti</a>.',
    en: 'I want to receive the newsletter with news and offers (at most twice a month). I can unsubscribe at any time; more in the <a href="/en/privacy-and-cookies" target="_blank">privacy notice</a>.' },
  { uniqueNumber: 'marketing', isRequired: false,
    hr: 'Pristajem da se moji podaci o kupnji koriste za personalizirane ponude, kako je opisano u <a href="/privatnost-i-kolacici" target="_blank">izjavi o privatnosti</a>.',
    en: 'I agree that my purchase data may be used for personalised offers, as described in the <a href="/en/privacy-and-cookies" target="_blank">privacy notice</a>.' },
]

/** Which form shows which consents, and which of them it requires (SPEC §3 Consent assignment). */
const assignments = [
  { assignedTo: 'register', consents: ['privacy', 'newsletter', 'marketing'], requiredConsents: ['privacy'] },
  // Step 1 of the checkout asks for the privacy notice; step 3, before the order button, for the terms of sale.
  { assignedTo: 'checkout', consents: ['privacy', 'newsletter'], requiredConsents: ['privacy'] },
  { assignedTo: 'checkout-payment', consents: ['terms-of-sale'], requiredConsents: ['terms-of-sale'] },
  { assignedTo: 'social-login', consents: ['privacy', 'newsletter', 'marketing'], requiredConsents: ['privacy'] },
  // The footer's sign-up asks only for the newsletter consent; its text links the privacy notice (GDPR art. 13).
  { assignedTo: 'newsletter', consents: ['newsletter'], requiredConsents: ['newsletter'] },
]

/** GDPR consents with HTML display names linking the legal pages, and their form assignments. */
export async function seedConsents(db: SeedDb): Promise<void> {
  const rows = await db
    .insert(consents)
    .values(items.map((c, position) => ({ uniqueNumber: c.uniqueNumber, isRequired: c.isRequired, position })))
    .returning({ id: consents.id })
  await db.insert(consentTranslations).values(
    items.flatMap((c, i) => (['hr', 'en'] as const).map((locale) => ({ consentId: rows[i]!.id, locale, displayName: c[locale] }))),
  )
  await db.insert(consentAssignments).values(assignments)
}
