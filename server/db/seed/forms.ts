import { consentAssignments } from '~/server/modules/consents/schema'
import type { FormField } from '~/server/modules/forms/fields'
import { forms, formTranslations } from '~/server/modules/forms/schema'
import type { Localized, SeedDb } from './types'

interface SeedForm {
  slug: string
  fields: FormField[]
  consentAssignment: string
  doubleOptIn?: boolean
  goalType?: 'message' | 'url' | 'file'
  goal?: string
  texts: Localized<{ title: string; description: string; labels: Record<string, string>; submitLabel: string; successMessage: string }>
}

/**
 * The demo shop's forms (SPEC §3 forms): the contact form of the contact page (a CMS "form"
 * section with formSlug 'contact') and the footer's newsletter sign-up (double opt-in). Their
 * submissions go to the CMS option SendEmailTo.
 */
const demoForms: SeedForm[] = [
  {
    slug: 'contact',
    consentAssignment: 'contact',
    fields: [
      { name: 'firstName', type: 'text', required: true, maxLength: 100, autoComplete: 'given-name' },
      { name: 'email', type: 'email', required: true, autoComplete: 'email' },
      { name: 'subject', type: 'text', required: false, maxLength: 200 },
      { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    ],
    texts: {
      hr: {
        title: 'Pošaljite nam poruku',
        description: 'Pitanje o proizvodu, narudžbi ili dostavi? Odgovaramo radnim danom u roku od 24 sata.',
        labels: { firstName: 'Ime', email: 'E-mail adresa', subject: 'Predmet', message: 'Poruka' },
        submitLabel: 'Pošalji poruku',
        successMessage: 'Hvala! Vaša poruka je poslana, javit ćemo vam se uskoro.',
      },
      en: {
        title: 'Send us a message',
        description: 'A question about a product, an order or delivery? We answer on working days within 24 hours.',
        labels: { firstName: 'First name', email: 'E-mail address', subject: 'Subject', message: 'Message' },
        submitLabel: 'Send the message',
        successMessage: 'Thank you! Your message has been sent, we will get back to you soon.',
      },
    },
  },
  {
    slug: 'newsletter',
    consentAssignment: 'newsletter',
    doubleOptIn: true,
    goalType: 'message',
    goal: 'Prijava na newsletter je potvrđena. / Your newsletter subscription is confirmed.',
    fields: [{ name: 'email', type: 'email', required: true, autoComplete: 'email' }],
    texts: {
      hr: {
        title: 'Newsletter',
        description: 'Novosti, nove kolekcije i akcije, najviše dvaput mjesečno.',
        labels: { email: 'Vaša e-mail adresa' },
        submitLabel: 'Pretplati se',
        successMessage: 'Hvala! Poslali smo vam e-mail s poveznicom za potvrdu prijave.',
      },
      en: {
        title: 'Newsletter',
        description: 'News, new collections and offers, at most twice a month.',
        labels: { email: 'Your e-mail address' },
        submitLabel: 'Subscribe',
        successMessage: 'Thank you! We have sent you an e-mail with a link to confirm your subscription.',
      },
    },
  },
]

export async function seedForms(db: SeedDb): Promise<void> {
  // The contact form asks for the privacy notice (GDPR art. 13); the newsletter's assignment is seeded with the consents.
  await db.insert(consentAssignments).values({ assignedTo: 'contact', consents: ['privacy'], requiredConsents: ['privacy'] }).onConflictDoNothing()
  for (const form of demoForms) {
    const [row] = await db
      .insert(forms)
      .values({ slug: form.slug, fields: form.fields, consentAssignment: form.consentAssignment, doubleOptIn: form.doubleOptIn ?? false, goalType: form.goalType ?? null, goal: form.goal ?? null })
      .returning({ id: forms.id })
    await db.insert(formTranslations).values((['hr', 'en'] as const).map((locale) => ({ formId: row!.id, locale, ...form.texts[locale] })))
  }
}
