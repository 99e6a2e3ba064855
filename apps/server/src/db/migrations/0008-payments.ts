import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const steps = (...lines: string[]) => JSON.stringify(lines);

// Reference data every environment needs: the channels a borrower can pay through.
const CHANNELS = [
  {
    channel_number: 20001,
    name: 'GCash',
    kind: 'e-wallet',
    logo: '/api/assets/channel-gcash.svg',
    position: 1,
    notice: steps(
      'Open GCash and tap Bills, then Loans.',
      'Choose PesoNow and enter the pay code as the reference number.',
      'Enter the exact amount and confirm.',
    ),
  },
  {
    channel_number: 20002,
    name: 'Maya',
    kind: 'e-wallet',
    logo: '/api/assets/channel-maya.svg',
    position: 2,
    notice: steps(
      'Open Maya and tap Bills, then Loans.',
      'Choose PesoNow and enter the pay code as the reference number.',
      'Enter the exact amount and confirm.',
    ),
  },
  {
    channel_number: 20101,
    name: '7-Eleven',
    kind: 'otc',
    logo: '/api/assets/channel-7eleven.svg',
    position: 3,
    notice: steps(
      'At the CLiQQ kiosk or the counter, choose Bills Payment, then PesoNow.',
      'Give the pay code as the Reference_no and pay the exact amount in cash.',
      'Keep the deposit slip until the payment shows in the app.',
    ),
  },
  {
    channel_number: 20102,
    name: 'Cebuana Lhuillier, M Lhuillier and other stores',
    kind: 'otc',
    logo: '/api/assets/channel-otc.svg',
    position: 4,
    notice: steps(
      'Fill in a bills payment form for PesoNow with the pay code as the Reference_no.',
      'Pay the exact amount in cash at the counter.',
      'Keep the deposit slip until the payment shows in the app.',
    ),
  },
  {
    channel_number: 20201,
    name: 'Bank transfer (InstaPay)',
    kind: 'bank',
    logo: '/api/assets/channel-bank.svg',
    position: 5,
    notice: steps(
      'In your bank app choose Pay Bills and pick PesoNow as the biller.',
      'Enter the pay code as the reference number and the exact amount.',
      'Confirm; the payment shows in the app within minutes.',
    ),
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payment_channels')
    .addColumn('channel_number', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('e-wallet', 'otc', 'bank')`),
    )
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('notice', 'jsonb', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.insertInto('payment_channels').values(CHANNELS).execute();

  await db.schema
    .createTable('pay_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) =>
      col.notNull().references('loan_orders.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('channel_number', 'integer', (col) =>
      col.notNull().references('payment_channels.channel_number'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('instalment', 'rollover')`),
    )
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('pay_url', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('live', 'paid', 'expired')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // One live code per order, amount, channel and kind: a repeat request gets the same code.
  await db.schema
    .createIndex('pay_codes_one_live')
    .on('pay_codes')
    .columns(['order_id', 'amount', 'channel_number', 'kind'])
    .unique()
    .where(sql.ref('status'), '=', 'live')
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('receipt_no', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'uuid', (col) =>
      col.notNull().references('loan_orders.id').onDelete('cascade'),
    )
    .addColumn('pay_code_id', 'uuid', (col) => col.references('pay_codes.id'))
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('provider', 'operator')`),
    )
    .addColumn('provider', 'text')
    // The provider's own id of the payment: a callback takes effect once.
    .addColumn('provider_payment_id', 'text', (col) => col.unique())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('instalment', 'rollover')`),
    )
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('penalty', 'integer', (col) => col.notNull().check(sql`penalty >= 0`))
    .addColumn('interest', 'integer', (col) => col.notNull().check(sql`interest >= 0`))
    .addColumn('principal', 'integer', (col) => col.notNull().check(sql`principal >= 0`))
    .addColumn('unapplied', 'integer', (col) => col.notNull().check(sql`unapplied >= 0`))
    .addColumn('outstanding_after', 'integer', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint(
      'payments_parts_sum',
      sql`penalty + interest + principal + unapplied = amount`,
    )
    .execute();
  // An operator records a payment received elsewhere once per reference.
  await db.schema
    .createIndex('payments_operator_reference')
    .on('payments')
    .column('reference')
    .unique()
    .where(sql.ref('source'), '=', 'operator')
    .execute();
  await db.schema
    .createIndex('payments_order_idx')
    .on('payments')
    .columns(['order_id', 'paid_at'])
    .execute();

  // The legacy card flow: a debit of a saved account, confirmed by an SMS code (stored hashed).
  await db.schema
    .createTable('card_repayments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'uuid', (col) =>
      col.notNull().references('loan_orders.id').onDelete('cascade'),
    )
    .addColumn('payout_account_id', 'uuid', (col) =>
      col.notNull().references('payout_accounts.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    // One record per repay token: a repeated commit answers with the same record.
    .addColumn('repay_token', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'confirmed')`),
    )
    .addColumn('code_hash', 'text')
    .addColumn('code_sent_at', 'timestamptz')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('wrong_tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pay_code_id', 'uuid', (col) => col.references('pay_codes.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('card_repayments').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('pay_codes').execute();
  await db.schema.dropTable('payment_channels').execute();
}
