import type { PageText } from './data-pages'

const seller = `<p><strong>Dućan d.o.o.</strong>, Ilica 1, 10000 Zagreb, Croatia<br>OIB (tax number) 12345678903, entered in the court register of the Commercial Court in Zagreb, MBS 080123456<br>Share capital €2,650.00 paid in full; managing director Ana Kovač<br>IBAN HR1210010051863000160 (Croatian National Bank, example)<br>Email <a href="mailto:info@ducan.hr">info@ducan.hr</a>, phone <a href="tel:+38512345678">+385 1 234 5678</a></p>`

/** English texts of the demo pages, matching the Croatian ones. */
export const pagesEn: Record<string, PageText> = {
  home: { title: 'Home', slug: 'home', meta: 'Dućan: Croatian design for home and fashion, from linen shirts to hand-made ceramics.', html: [] },
  about: {
    title: 'About us', slug: 'about-us', meta: 'Who is behind Dućan and which workshops we work with.',
    html: [
      `<h2>A small shop with big stories</h2><p>Dućan opened in Zagreb's Ilica street in 2019 as a window for young Croatian designers. Today we work with more than forty workshops, from Ilok to Dubrovnik, and sell only what we would wear or keep at home ourselves.</p>`,
      `<h3>How we choose</h3><ul><li>made in Croatia, in small batches;</li><li>from natural materials: linen, cotton, wool, clay, silver;</li><li>makers receive a fair share of every sale.</li></ul><p>Visit us in Zagreb or Split, or collect your order in a shop.</p>`,
    ],
  },
  contact: {
    title: 'Contact', slug: 'contact', meta: 'Address, opening hours and contact details of Dućan.',
    html: [
      `<h2>Get in touch</h2>${seller}`,
      `<h3>Shops</h3><p><strong>Zagreb</strong>, Ilica 1: Mon–Fri 9–20, Sat 9–14<br><strong>Split</strong>, Marmontova 4: Mon–Sat 9–21</p><p>We answer on working days within 24 hours.</p>`,
    ],
  },
  terms: {
    title: 'Terms of sale', slug: 'terms-of-sale', meta: 'General terms of sale of the Dućan web shop.',
    html: [
      `<h2>1. Seller</h2>${seller}`,
      `<h2>2. Orders and the contract</h2><p>The contract is made when we confirm your order by email. Before you place the order you can review and correct everything in the cart and at checkout. The contract and these terms are available in Croatian and English.</p>`,
      `<h2>3. Prices</h2><p>All prices are in euros and include VAT. Delivery costs are shown before you confirm the order. Next to a reduced price we also show the lowest price of the product in the 30 days before the reduction.</p>`,
      `<h2>4. Payment and delivery</h2><p>Pay by card, bank transfer or cash on delivery. We deliver within Croatia with GLS and Croatian Post in 2–4 working days, and you can collect your order free of charge in our Zagreb or Split shop.</p>`,
      `<h2>5. Withdrawal and complaints</h2><p>You may withdraw from the contract within 14 days without giving a reason, as described on the <a href="/en/right-of-withdrawal">Right of withdrawal</a> page. We are liable for defective goods under the Croatian Civil Obligations Act; send a complaint to <a href="mailto:info@ducan.hr">info@ducan.hr</a> or bring it to a shop, and we will reply within 15 days.</p>`,
      `<h2>6. Disputes</h2><p>We will try to settle any dispute amicably. Consumers may also turn to the Mediation Centre of the Croatian Chamber of Economy. The court in Zagreb has jurisdiction unless the law gives a consumer another.</p>`,
    ],
  },
  withdrawal: {
    title: 'Right of withdrawal', slug: 'right-of-withdrawal', meta: 'How to withdraw from a purchase within 14 days.',
    html: [
      `<h2>14 days to change your mind</h2><p>As a consumer you may withdraw from a distance contract within 14 days of the day you, or a person you named, received the goods, without giving any reason.</p>`,
      `<h3>How to withdraw</h3><p>Send us a clear statement: most simply with the <a href="/en/withdraw-from-contract">Withdraw from contract</a> form, by email to <a href="mailto:info@ducan.hr">info@ducan.hr</a> or by post to Dućan d.o.o., Ilica 1, 10000 Zagreb. The deadline is met if you send the statement before it expires.</p>`,
      `<h3>Refunds</h3><p>We refund all payments received, including the cheapest delivery offered, within 14 days of receiving your statement, using the same means of payment. We may withhold the refund until we receive the goods back. You bear the direct cost of returning the goods.</p>`,
      `<h3>Exceptions</h3><ul><li>goods made to your specification, such as with an engraving or monogram;</li><li>sealed cosmetics and food unsealed after delivery;</li><li>digital content (patterns, e-books) once the download has begun with your express consent.</li></ul>`,
    ],
  },
  withdrawForm: {
    title: 'Withdraw from contract', slug: 'withdraw-from-contract', meta: 'Model form for withdrawing from a distance contract.',
    html: [
      `<h2>Withdrawal form</h2><p>Fill in the form below and send it by email or by post. We will confirm receipt of your withdrawal by email without delay.</p>`,
      `<p>To: Dućan d.o.o., Ilica 1, 10000 Zagreb, <a href="mailto:info@ducan.hr">info@ducan.hr</a></p><p>I hereby give notice that I withdraw from my contract for the sale of the following goods: ______<br>Ordered on / received on: ______<br>Order number: ______<br>Name: ______<br>Address: ______<br>Date: ______</p>`,
    ],
  },
  privacy: {
    title: 'Privacy and cookies', slug: 'privacy-and-cookies', meta: 'How Dućan processes personal data and which cookies it uses.',
    html: [
      `<h2>Controller</h2>${seller}`,
      `<h2>What we process and why</h2><ul><li><strong>Orders</strong>: name, address, email and phone to deliver and invoice (performance of a contract, Art. 6(1)(b) GDPR); invoices are kept for 11 years as the Croatian Accounting Act requires.</li><li><strong>Customer account</strong>: profile data and order history until you delete the account.</li><li><strong>Newsletter and marketing</strong>: only with your consent (Art. 6(1)(a)), which you may withdraw at any time.</li></ul>`,
      `<h2>Recipients</h2><p>Delivery data is shared with carriers (GLS, Croatian Post) and payment data is processed by the card payment provider. We do not sell data.</p>`,
      `<h2>Cookies</h2><p>Necessary cookies remember your cart, login and language and need no consent. Analytics and marketing cookies are set only if you accept them in the cookie banner; you can change your choice at any time.</p>`,
      `<h2>Your rights</h2><p>You have the right of access, rectification, erasure, restriction, portability and objection. Write to <a href="mailto:privatnost@ducan.hr">privatnost@ducan.hr</a>. You may lodge a complaint with the Croatian Personal Data Protection Agency (AZOP), Selska cesta 136, Zagreb.</p>`,
    ],
  },
  accessibility: {
    title: 'Accessibility statement', slug: 'accessibility-statement', meta: 'Accessibility of the Dućan web shop.',
    html: [
      `<h2>Our commitment</h2><p>Dućan aims to make its web shop accessible to everyone, in line with Directive (EU) 2019/882 (the European Accessibility Act) and EN 301 549, that is WCAG 2.1 level AA.</p>`,
      `<h3>Compliance status</h3><p>The site is partially compliant. Every shop function, from search to payment, works with a keyboard and a screen reader. Some older product photos still lack descriptive alternative text; we are adding it by the end of 2026.</p>`,
      `<h3>Feedback</h3><p>If you meet a barrier, contact us at <a href="mailto:pristupacnost@ducan.hr">pristupacnost@ducan.hr</a> or +385 1 234 5678; we reply within 15 days. If you are not satisfied with the reply, you may turn to the competent market surveillance authority.</p><p>This statement was prepared on 1 October 2026.</p>`,
    ],
  },
  delivery: {
    title: 'Delivery and payment', slug: 'delivery-and-payment', meta: 'Delivery options, prices and payment methods.',
    html: [
      `<h2>Delivery</h2><ul><li>GLS home delivery: €5.00, free for orders over €70</li><li>Croatian Post: €4.00</li><li>Collection from our Zagreb, Split or Rijeka shop: free</li></ul><p>Orders received on a working day by 1 pm ship the same day. Digital products are emailed right after payment.</p>`,
      `<h2>Payment</h2><p>By Visa, Mastercard or Maestro card, by bank transfer or cash on delivery. Your invoice arrives by email.</p>`,
    ],
  },
}
