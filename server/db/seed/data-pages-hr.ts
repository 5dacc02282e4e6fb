import type { PageText } from './data-pages'

const seller = `<p><strong>Dućan d.o.o.</strong>, Ilica 1, 10000 Zagreb, Hrvatska<br>OIB 12345678903, upisan u sudski registar Trgovačkog suda u Zagrebu, MBS 080123456<br>Temeljni kapital 2.650,00 € uplaćen u cijelosti; direktorica Ana Kovač<br>IBAN HR1210010051863000160 (Hrvatska narodna banka, primjer)<br>E-pošta <a href="mailto:info@ducan.hr">info@ducan.hr</a>, telefon <a href="tel:+38512345678">+385 1 234 5678</a></p>`

/** Croatian texts of the demo pages. Short, but what a real Croatian web shop has to say. */
export const pagesHr: Record<string, PageText> = {
  home: { title: 'Naslovnica', slug: 'naslovnica', meta: 'Dućan: hrvatski dizajn za dom i modu, od lanenih košulja do ručno rađene keramike.', html: [] },
  about: {
    title: 'O nama', slug: 'o-nama', meta: 'Tko stoji iza Dućana i s kojim radionicama surađujemo.',
    html: [
      `<h2>Mala trgovina velikih priča</h2><p>Dućan je 2019. otvoren u zagrebačkoj Ilici kao izlog za mlade hrvatske dizajnere. Danas surađujemo s više od četrdeset radionica, od Iloka do Dubrovnika, i prodajemo samo ono što bismo i sami nosili ili držali doma.</p>`,
      `<h3>Kako biramo proizvode</h3><ul><li>izrađeni su u Hrvatskoj, u malim serijama;</li><li>od prirodnih materijala: lana, pamuka, vune, gline, srebra;</li><li>autorima isplaćujemo pošten dio svake prodaje.</li></ul><p>Posjetite nas u Zagrebu ili Splitu, ili preuzmite narudžbu u poslovnici.</p>`,
    ],
  },
  contact: {
    title: 'Kontakt', slug: 'kontakt', meta: 'Adresa, radno vrijeme i kontakt podaci Dućana.',
    html: [
      `<h2>Javite nam se</h2>${seller}`,
      `<h3>Poslovnice</h3><p><strong>Zagreb</strong>, Ilica 1: pon–pet 9–20, sub 9–14<br><strong>Split</strong>, Marmontova 4: pon–sub 9–21</p><p>Na upite odgovaramo radnim danom u roku od 24 sata.</p>`,
    ],
  },
  terms: {
    title: 'Uvjeti prodaje', slug: 'uvjeti-prodaje', meta: 'Opći uvjeti prodaje web trgovine Dućan.',
    html: [
      `<h2>1. Prodavatelj</h2>${seller}`,
      `<h2>2. Narudžba i sklapanje ugovora</h2><p>Ugovor je sklopljen kada potvrdimo narudžbu e-poštom. Prije potvrde narudžbe možete pregledati i ispraviti sve podatke u košarici i na naplati. Ugovor i ovi uvjeti dostupni su na hrvatskom i engleskom jeziku.</p>`,
      `<h2>3. Cijene</h2><p>Sve cijene iskazane su u eurima i uključuju PDV. Troškovi dostave prikazuju se prije potvrde narudžbe. Uz sniženu cijenu prikazujemo i najnižu cijenu proizvoda u posljednjih 30 dana prije sniženja.</p>`,
      `<h2>4. Plaćanje i dostava</h2><p>Plaćate karticom, virmanom ili pouzećem. Dostavljamo u Hrvatskoj putem GLS-a i Hrvatske pošte u 2–4 radna dana, a narudžbu možete besplatno preuzeti u poslovnici u Zagrebu ili Splitu.</p>`,
      `<h2>5. Pravo na odustanak i reklamacije</h2><p>Od ugovora možete odustati u roku od 14 dana bez navođenja razloga, kako je opisano na stranici <a href="/pravo-na-odustajanje">Pravo na odustajanje</a>. Za proizvode s nedostatkom odgovaramo prema Zakonu o obveznim odnosima; prigovor možete poslati na <a href="mailto:info@ducan.hr">info@ducan.hr</a> ili u poslovnici, a odgovorit ćemo u roku od 15 dana.</p>`,
      `<h2>6. Rješavanje sporova</h2><p>Spor ćemo pokušati riješiti sporazumno. Potrošač se može obratiti i Centru za mirenje pri Hrvatskoj gospodarskoj komori. Nadležan je sud u Zagrebu, osim ako zakon za potrošača određuje drukčije.</p>`,
    ],
  },
  withdrawal: {
    title: 'Pravo na odustajanje', slug: 'pravo-na-odustajanje', meta: 'Kako odustati od kupnje u roku od 14 dana.',
    html: [
      `<h2>14 dana za predomišljanje</h2><p>Kao potrošač možete odustati od ugovora sklopljenog na daljinu u roku od 14 dana od dana kada ste vi ili osoba koju ste odredili primili proizvod, bez navođenja razloga.</p>`,
      `<h3>Kako odustati</h3><p>Pošaljite nam jasnu izjavu: najjednostavnije putem obrasca <a href="/odustanak-od-ugovora">Odustanak od ugovora</a>, e-poštom na <a href="mailto:info@ducan.hr">info@ducan.hr</a> ili poštom na adresu Dućan d.o.o., Ilica 1, 10000 Zagreb. Rok je poštovan ako izjavu pošaljete prije njegova isteka.</p>`,
      `<h3>Povrat novca</h3><p>Vratit ćemo sve primljene uplate, uključujući najjeftiniju ponuđenu dostavu, najkasnije 14 dana od primitka vaše izjave, istim sredstvom plaćanja. Možemo zadržati povrat dok ne primimo proizvod. Izravne troškove povrata proizvoda snosite vi.</p>`,
      `<h3>Iznimke</h3><ul><li>proizvodi izrađeni po vašoj specifikaciji, npr. s gravurom ili monogramom;</li><li>zapečaćena kozmetika i hrana otvorena nakon isporuke;</li><li>digitalni sadržaj (krojevi, e-knjige), ako je preuzimanje počelo uz vašu izričitu suglasnost.</li></ul>`,
    ],
  },
  withdrawForm: {
    title: 'Odustanak od ugovora', slug: 'odustanak-od-ugovora', meta: 'Obrazac za jednostrani raskid ugovora sklopljenog na daljinu.',
    html: [
      `<h2>Obrazac za odustanak</h2><p>Ispunite obrazac u nastavku i pošaljite ga e-poštom ili poštom. Primitak vaše izjave o odustanku potvrdit ćemo e-poštom bez odgode.</p>`,
      `<p>Prima: Dućan d.o.o., Ilica 1, 10000 Zagreb, <a href="mailto:info@ducan.hr">info@ducan.hr</a></p><p>Ovime izjavljujem da odustajem od ugovora o kupnji sljedećih proizvoda: ______<br>Datum narudžbe / primitka: ______<br>Broj narudžbe: ______<br>Ime i prezime: ______<br>Adresa: ______<br>Datum: ______</p>`,
    ],
  },
  privacy: {
    title: 'Privatnost i kolačići', slug: 'privatnost-i-kolacici', meta: 'Kako Dućan obrađuje osobne podatke i koje kolačiće koristi.',
    html: [
      `<h2>Voditelj obrade</h2>${seller}`,
      `<h2>Što obrađujemo i zašto</h2><ul><li><strong>Narudžbe</strong>: ime, adresa, e-pošta i telefon radi isporuke i izdavanja računa (izvršenje ugovora, čl. 6. st. 1. t. (b) GDPR-a); račune čuvamo 11 godina kako propisuje Zakon o računovodstvu.</li><li><strong>Korisnički račun</strong>: podaci profila i povijest narudžbi dok račun ne izbrišete.</li><li><strong>Newsletter i marketing</strong>: samo uz vašu privolu (čl. 6. st. 1. t. (a)), koju možete povući u bilo kojem trenutku.</li></ul>`,
      `<h2>Primatelji</h2><p>Podatke za dostavu dijelimo s dostavnim službama (GLS, Hrvatska pošta), a podatke o plaćanju obrađuje pružatelj usluge kartičnog plaćanja. Podatke ne prodajemo.</p>`,
      `<h2>Kolačići</h2><p>Nužni kolačići pamte košaricu, prijavu i jezik i ne traže privolu. Analitičke i marketinške kolačiće postavljamo samo ako ih prihvatite u traci s obavijesti o kolačićima; odluku možete promijeniti u svakom trenutku.</p>`,
      `<h2>Vaša prava</h2><p>Imate pravo na pristup, ispravak, brisanje, ograničenje obrade, prenosivost i prigovor. Pišite nam na <a href="mailto:privatnost@ducan.hr">privatnost@ducan.hr</a>. Pritužbu možete podnijeti Agenciji za zaštitu osobnih podataka (AZOP), Selska cesta 136, Zagreb.</p>`,
    ],
  },
  accessibility: {
    title: 'Izjava o pristupačnosti', slug: 'izjava-o-pristupacnosti', meta: 'Pristupačnost web trgovine Dućan.',
    html: [
      `<h2>Naša obveza</h2><p>Dućan nastoji da web trgovina bude pristupačna svima, u skladu s Direktivom (EU) 2019/882 (Europski akt o pristupačnosti) i normom EN 301 549, odnosno smjernicama WCAG 2.1 na razini AA.</p>`,
      `<h3>Stanje usklađenosti</h3><p>Stranice su djelomično usklađene. Sve funkcije trgovine, od pretrage do plaćanja, mogu se koristiti tipkovnicom i čitačem zaslona. Dio starijih fotografija proizvoda još nema opisni alternativni tekst; dopunjujemo ga do kraja 2026.</p>`,
      `<h3>Povratne informacije</h3><p>Ako naiđete na prepreku, javite nam se na <a href="mailto:pristupacnost@ducan.hr">pristupacnost@ducan.hr</a> ili na +385 1 234 5678; odgovaramo u roku od 15 dana. Ako niste zadovoljni odgovorom, možete se obratiti nadležnom tijelu za nadzor tržišta.</p><p>Izjava je sastavljena 1. listopada 2026.</p>`,
    ],
  },
  delivery: {
    title: 'Dostava i plaćanje', slug: 'dostava-i-placanje', meta: 'Načini dostave, cijene i načini plaćanja.',
    html: [
      `<h2>Dostava</h2><ul><li>GLS dostava na adresu: 5,00 €, besplatno za narudžbe iznad 70 €</li><li>Hrvatska pošta: 4,00 €</li><li>Preuzimanje u poslovnici Zagreb, Split ili Rijeka: besplatno</li></ul><p>Narudžbe zaprimljene radnim danom do 13 sati šaljemo isti dan. Digitalne proizvode šaljemo e-poštom odmah nakon plaćanja.</p>`,
      `<h2>Plaćanje</h2><p>Karticama Visa, Mastercard i Maestro, virmanom (opća uplatnica) ili pouzećem. Račun dobivate e-poštom.</p>`,
    ],
  },
}
