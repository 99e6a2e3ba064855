import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

// Texts held in the database get a Filipino side beside the English one (docs/decisions/0047):
// a null Filipino column means the English text is shown. The reference rows every environment
// has (binding fields, payment channels) are filled here; rows an operator has changed since keep
// their wording in English until an operator writes the Filipino.

const steps = (...lines: string[]) => JSON.stringify(lines);
const options = (...pairs: Array<[string, string]>) =>
  JSON.stringify(pairs.map(([name, type]) => ({ name, type })));

const BIND_ITEMS: Record<string, { en: string; title: string; subtitle: string; note?: string }> = {
  cardType: {
    en: 'Account type',
    title: 'Uri ng account',
    subtitle: 'Kung saan namin ipapadala ang loan mo',
    note: options(['E-wallet', '1'], ['Account sa bangko', '2']),
  },
  channelNumber: { en: 'E-wallet', title: 'E-wallet', subtitle: 'Piliin ang e-wallet mo' },
  gcashNumber: {
    en: 'GCash number',
    title: 'GCash number',
    subtitle: 'Ang 11-digit na mobile number ng GCash account mo',
  },
  mayaNumber: {
    en: 'Maya number',
    title: 'Maya number',
    subtitle: 'Ang 11-digit na mobile number ng Maya account mo',
  },
  bankCode: { en: 'Bank', title: 'Bangko', subtitle: 'Piliin ang bangko mo' },
  bankAccountNumber: {
    en: 'Account number',
    title: 'Account number',
    subtitle: '10 hanggang 16 na digit, gaya ng nasa passbook o bank app mo',
  },
};

const CHANNEL_STEPS: Record<number, string> = {
  20001: steps(
    'Buksan ang GCash at i-tap ang Bills, tapos Loans.',
    'Piliin ang PesoNow at ilagay ang pay code bilang reference number.',
    'Ilagay ang eksaktong halaga at i-confirm.',
  ),
  20002: steps(
    'Buksan ang Maya at i-tap ang Bills, tapos Loans.',
    'Piliin ang PesoNow at ilagay ang pay code bilang reference number.',
    'Ilagay ang eksaktong halaga at i-confirm.',
  ),
  20101: steps(
    'Sa CLiQQ kiosk o sa counter, piliin ang Bills Payment, tapos PesoNow.',
    'Ibigay ang pay code bilang Reference_no at bayaran nang cash ang eksaktong halaga.',
    'Itago ang deposit slip hanggang lumabas ang bayad sa app.',
  ),
  20102: steps(
    'Mag-fill out ng bills payment form para sa PesoNow, ang pay code bilang Reference_no.',
    'Bayaran nang cash sa counter ang eksaktong halaga.',
    'Itago ang deposit slip hanggang lumabas ang bayad sa app.',
  ),
  20201: steps(
    'Sa bank app mo, piliin ang Pay Bills at ang PesoNow bilang biller.',
    'Ilagay ang pay code bilang reference number at ang eksaktong halaga.',
    'I-confirm; lalabas ang bayad sa app sa loob ng ilang minuto.',
  ),
};

const PRODUCT_TEXTS = [
  'rate_description',
  'exit_popup_title',
  'exit_popup_content',
  'promo_title',
  'promo_content',
  'button_text',
  'button_message',
] as const;

export async function up(db: AnyDb): Promise<void> {
  const added = PRODUCT_TEXTS.map((column) => `add column ${column}_fil text`).join(', ');
  await sql.raw(`alter table products ${added}`).execute(db);
  await db.schema
    .alterTable('bind_items')
    .addColumn('title_fil', 'text')
    .addColumn('subtitle_fil', 'text')
    .addColumn('note_fil', 'jsonb')
    .execute();
  await db.schema.alterTable('payment_channels').addColumn('notice_fil', 'jsonb').execute();

  for (const [code, texts] of Object.entries(BIND_ITEMS)) {
    await db
      .updateTable('bind_items')
      .set({
        title_fil: texts.title,
        subtitle_fil: texts.subtitle,
        note_fil: texts.note === undefined ? null : sql`${texts.note}::jsonb`,
      })
      .where('code', '=', code)
      .where('title', '=', texts.en)
      .execute();
  }
  for (const [channel, notice] of Object.entries(CHANNEL_STEPS)) {
    await db
      .updateTable('payment_channels')
      .set({ notice_fil: sql`${notice}::jsonb` })
      .where('channel_number', '=', Number(channel))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payment_channels').dropColumn('notice_fil').execute();
  await db.schema
    .alterTable('bind_items')
    .dropColumn('title_fil')
    .dropColumn('subtitle_fil')
    .dropColumn('note_fil')
    .execute();
  const dropped = PRODUCT_TEXTS.map((column) => `drop column ${column}_fil`).join(', ');
  await sql.raw(`alter table products ${dropped}`).execute(db);
}
