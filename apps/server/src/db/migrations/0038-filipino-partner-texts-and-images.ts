import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

// Partner products' texts, and products' pictures that carry words (banner, promotion), get a
// Filipino side, as the catalogue's texts did in 0036 (docs/decisions/0050): null means the English
// one is shown. The demo's rows already seeded are filled where their English is still the seeded
// one; an operator's own wording waits for the operator's Filipino.

const TEXTS = ['button_text', 'range_description', 'rate', 'description'] as const;

type PartnerTexts = Record<(typeof TEXTS)[number], { en: string; fil: string }>;

const SEEDED: Record<string, PartnerTexts> = {
  cashpartner: {
    button_text: { en: 'Apply', fil: 'Mag-apply' },
    range_description: { en: 'Loan amount', fil: 'Halaga ng loan' },
    rate: { en: '0.08%/day', fil: '0.08%/araw' },
    description: { en: 'Up to 120 days', fil: 'Hanggang 120 araw' },
  },
  quickpera: {
    button_text: { en: 'Open app', fil: 'Buksan ang app' },
    range_description: { en: 'Loan amount', fil: 'Halaga ng loan' },
    rate: { en: '0.1%/day', fil: '0.1%/araw' },
    description: { en: 'Opens in the QuickPera app', fil: 'Bubukas sa QuickPera app' },
  },
  lendmate: {
    button_text: { en: 'Apply', fil: 'Mag-apply' },
    range_description: { en: 'Loan amount', fil: 'Halaga ng loan' },
    rate: { en: '0.06%/day', fil: '0.06%/araw' },
    description: {
      en: 'Longer terms, up to 180 days',
      fil: 'Mas mahabang termino, hanggang 180 araw',
    },
  },
  pautangko: {
    button_text: { en: 'Closed', fil: 'Sarado' },
    range_description: { en: 'Loan amount', fil: 'Halaga ng loan' },
    rate: { en: '0.12%/day', fil: '0.12%/araw' },
    description: {
      en: 'Not taking applications now',
      fil: 'Hindi tumatanggap ng aplikasyon ngayon',
    },
  },
};

const PICTURES = ['banner_image', 'promo_image'] as const;

const SEEDED_PICTURES: Record<string, string> = {
  '/api/assets/banner-flex.svg': '/api/assets/banner-flex-fil.svg',
  '/api/assets/promo-flex.svg': '/api/assets/promo-flex-fil.svg',
};

export async function up(db: AnyDb): Promise<void> {
  const added = TEXTS.map((column) => `add column ${column}_fil text`).join(', ');
  await sql.raw(`alter table partner_products ${added}`).execute(db);
  const pictures = PICTURES.map((column) => `add column ${column}_fil text`).join(', ');
  await sql.raw(`alter table products ${pictures}`).execute(db);
  for (const column of PICTURES) {
    for (const [english, filipino] of Object.entries(SEEDED_PICTURES)) {
      await db
        .updateTable('products')
        .set({ [`${column}_fil`]: filipino })
        .where(column, '=', english)
        .execute();
    }
  }

  for (const [productKey, texts] of Object.entries(SEEDED)) {
    for (const column of TEXTS) {
      await db
        .updateTable('partner_products')
        .set({ [`${column}_fil`]: texts[column].fil })
        .where('product_key', '=', productKey)
        .where(column, '=', texts[column].en)
        .execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  const pictures = PICTURES.map((column) => `drop column ${column}_fil`).join(', ');
  await sql.raw(`alter table products ${pictures}`).execute(db);
  const dropped = TEXTS.map((column) => `drop column ${column}_fil`).join(', ');
  await sql.raw(`alter table partner_products ${dropped}`).execute(db);
}
