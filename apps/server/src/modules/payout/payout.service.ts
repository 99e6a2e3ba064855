import { BUSINESS_CODE, type endpoints, type Locale, type ResponseOf } from '@loan/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskAccountNumber } from '../../lib/redact.ts';
import { textIn } from '../../lib/text-in-language.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { consumeLoginCode } from '../user/login.service.ts';
import { sendLoginCode } from '../user/login-code.service.ts';
import { userPhone } from '../user/user.service.ts';
import { accountFingerprint, encryptAccountNumber } from './account-secret.ts';
import { accountText, shownAccount } from './account-text.ts';
import { listBindItemRows } from './bind-item.repository.ts';
import { type BindItem, chooseAccount } from './bind-rules.ts';
import {
  findPayoutAccountRow,
  forgetPayoutAccountNumber,
  hasPayoutAccount as hasPayoutAccountRow,
  savePayoutAccountRow,
} from './payout-account.repository.ts';

export interface PayoutDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  config: Pick<AppConfig, 'accountEncryptionKey' | 'codePepper' | 'brand'>;
}

type CardInit = ResponseOf<typeof endpoints.cardInit>;

/** The binding form's items, their texts in `lang` where written (English ones check input). */
async function bindItems(db: Db, lang: Locale = 'en'): Promise<BindItem[]> {
  const rows = await listBindItemRows(db);
  return rows.map((row) => ({
    code: row.code,
    cate: row.cate,
    title: textIn(lang, row.title, row.title_fil),
    subtitle: textIn(lang, row.subtitle, row.subtitle_fil),
    value: row.value,
    note: textIn(lang, row.note, row.note_fil),
    cardTypeMi: row.card_type_mi,
    channelNumber: row.channel_number,
    inputType: row.input_type,
  }));
}

/** The binding page's items, and the bound account (masked) if there is one. */
export async function cardInit(
  deps: PayoutDeps,
  userId: string,
  lang: Locale = 'en',
): Promise<CardInit> {
  const [items, account] = await Promise.all([
    bindItems(deps.db, lang),
    findPayoutAccountRow(deps.db, userId),
  ]);
  return {
    items: items as CardInit['items'],
    bound: account !== undefined,
    boundAccount: account ? shownAccount(deps.config.accountEncryptionKey, account) : '',
  };
}

export function hasPayoutAccount(db: Db, userId: string): Promise<boolean> {
  return hasPayoutAccountRow(db, userId);
}

/** Where the borrower's money goes, as pages and the order history show it (masked), or null. */
export async function payoutAccountText(
  deps: { db: Db; config: Pick<AppConfig, 'accountEncryptionKey'> },
  userId: string,
): Promise<string | null> {
  const account = await findPayoutAccountRow(deps.db, userId);
  return account ? shownAccount(deps.config.accountEncryptionKey, account) : null;
}

/**
 * Binds the borrower's payout account, or replaces it: a different account than the bound one
 * needs a fresh SMS code (the login-code rules). Binding the bound account again changes nothing.
 */
export async function bindCard(
  deps: PayoutDeps,
  userId: string,
  fields: Record<string, string | undefined>,
): Promise<{ account: string }> {
  const chosen = chooseAccount(await bindItems(deps.db), fields);
  const key = deps.config.accountEncryptionKey;
  const fingerprint = accountFingerprint(key, [
    chosen.cardType,
    chosen.channelNumber,
    chosen.bankCode ?? '',
    chosen.number,
  ]);
  const current = await findPayoutAccountRow(deps.db, userId);
  const masked = maskAccountNumber(chosen.number, chosen.channelNumber);
  if (current?.fingerprint === fingerprint) {
    return { account: shownAccount(key, current) };
  }
  if (current) {
    const code = fields.smsCode;
    if (!code) {
      throw new AppError(
        BUSINESS_CODE.bindCodeRequired,
        'Enter the code we sent by SMS to change your payout account',
      );
    }
    const phone = await userPhone(deps.db, userId);
    await consumeLoginCode(deps, phone ?? '', code);
  }
  const saved = await savePayoutAccountRow(deps.db, {
    user_id: userId,
    channel_number: chosen.channelNumber,
    account_name: chosen.label,
    account_number: masked,
    number_ciphertext: encryptAccountNumber(key, chosen.number),
    card_type: chosen.cardType,
    bank_code: chosen.bankCode,
    fingerprint,
    updated_at: deps.clock.now(),
  });
  return { account: accountText(saved.account_name, saved.account_number) };
}

/** Texts the borrower, in their language, the code that confirms a change of payout account. */
export async function sendBindCode(deps: PayoutDeps, userId: string, ip: string, lang: Locale) {
  const phone = await userPhone(deps.db, userId);
  if (!phone) throw new AppError(BUSINESS_CODE.sessionExpired, 'Please log in again');
  await sendLoginCode(deps, phone, ip, { use: 'payout-change', lang });
  return { sent: true };
}

/** Erasure: the masked account the loans went to stays with them; its number goes. */
export function forgetPayoutAccount(db: Db, userId: string): Promise<void> {
  return forgetPayoutAccountNumber(db, userId);
}
