import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const options = (...pairs: Array<[string, string]>) =>
  JSON.stringify(pairs.map(([name, type]) => ({ name, type })));

// The binding page's fields, reference data every environment needs (operators change them
// through the operations API). Card type 1 is an e-wallet, chosen by channel (90006 GCash first);
// card type 2 a bank account. Text fields take digits only.
const BIND_ITEMS = [
  {
    code: 'cardType',
    cate: 'enum',
    title: 'Account type',
    subtitle: 'Where we send your loan',
    note: options(['E-wallet', '1'], ['Bank account', '2']),
    card_type_mi: 0,
    channel_number: 0,
    input_type: 'select',
    position: 1,
  },
  {
    code: 'channelNumber',
    cate: 'enum',
    title: 'E-wallet',
    subtitle: 'Choose your e-wallet',
    note: options(['GCash', '90006'], ['Maya', '90007']),
    card_type_mi: 1,
    channel_number: 0,
    input_type: 'select',
    position: 2,
  },
  {
    code: 'gcashNumber',
    cate: 'text',
    title: 'GCash number',
    subtitle: 'The 11-digit mobile number of your GCash account',
    note: '[]',
    card_type_mi: 1,
    channel_number: 90006,
    input_type: 'mobile',
    position: 3,
  },
  {
    code: 'mayaNumber',
    cate: 'text',
    title: 'Maya number',
    subtitle: 'The 11-digit mobile number of your Maya account',
    note: '[]',
    card_type_mi: 1,
    channel_number: 90007,
    input_type: 'mobile',
    position: 4,
  },
  {
    code: 'bankCode',
    cate: 'enum',
    title: 'Bank',
    subtitle: 'Choose your bank',
    note: options(
      ['BDO Unibank', 'BDO'],
      ['Bank of the Philippine Islands', 'BPI'],
      ['Metrobank', 'MBTC'],
      ['Land Bank of the Philippines', 'LBP'],
      ['UnionBank', 'UBP'],
      ['Security Bank', 'SECB'],
    ),
    card_type_mi: 2,
    channel_number: 0,
    input_type: 'select',
    position: 5,
  },
  {
    code: 'bankAccountNumber',
    cate: 'text',
    title: 'Account number',
    subtitle: '10 to 16 digits, as on your passbook or bank app',
    note: '[]',
    card_type_mi: 2,
    channel_number: 0,
    input_type: 'number',
    position: 6,
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('bind_items')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('cate', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('value', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('note', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('card_type_mi', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('channel_number', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('input_type', 'text', (col) => col.notNull().defaultTo('text'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.insertInto('bind_items').values(BIND_ITEMS).execute();

  // The account number is kept encrypted (AES-256-GCM, key from config); `account_number`
  // now holds only its masked form, for the pages and the order history.
  await db.schema
    .alterTable('payout_accounts')
    .addColumn('number_ciphertext', 'text')
    .addColumn('card_type', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('bank_code', 'text')
    .addColumn('fingerprint', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payout_accounts_one_per_user')
    .on('payout_accounts')
    .column('user_id')
    .unique()
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('complaints')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('loan_orders.id'))
    .addColumn('problem_type', 'integer', (col) => col.notNull())
    .addColumn('problem_son_type', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('images', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('dispose_detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('dispose_images', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('need_score', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('score', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('complaints_user_idx')
    .on('complaints')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('complaints').execute();
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropIndex('payout_accounts_one_per_user').execute();
  await db.schema
    .alterTable('payout_accounts')
    .dropColumn('number_ciphertext')
    .dropColumn('card_type')
    .dropColumn('bank_code')
    .dropColumn('fingerprint')
    .dropColumn('updated_at')
    .execute();
  await db.schema.dropTable('bind_items').execute();
}
