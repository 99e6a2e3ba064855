import {
  BIND_CARD_TYPE_CODE,
  BIND_CHANNEL_CODE,
  BIND_INPUT_TYPE_MOBILE,
  BIND_ITEM_ALL_CARD_TYPES,
  BIND_ITEM_ALL_CHANNELS,
  BIND_ITEM_CATE,
  BUSINESS_CODE,
  DEFAULT_CARD_TYPE,
  MOBILE_NUMBER_RULE,
  normaliseMobileNumber,
} from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';

export interface BindItem {
  code: string;
  cate: string;
  title: string;
  note: Array<{ name: string; type: string }>;
  cardTypeMi: number;
  channelNumber: number;
  inputType: string;
}

/** What a binding request resolves to once every field was checked against the items. */
export interface ChosenAccount {
  cardType: number;
  /** The e-wallet's channel, or 0 for a bank account. */
  channelNumber: number;
  bankCode: string | null;
  /** What the borrower calls it: the e-wallet's or the bank's name. */
  label: string;
  number: string;
}

const DIGITS = /^\d+$/;
const ACCOUNT_NUMBER = { pattern: /^\d{10,16}$/, rule: 'must be 10 to 16 digits' };

function invalid(item: BindItem, rule: string): AppError {
  return new AppError(BUSINESS_CODE.bindFieldInvalid, `${item.title} ${rule}`);
}

/** A text field's value as stored: an e-wallet's mobile in its stored form, else its digits. */
function textValue(item: BindItem, value: string): string {
  if (item.inputType === BIND_INPUT_TYPE_MOBILE) {
    const mobile = normaliseMobileNumber(value);
    if (mobile === null) throw invalid(item, MOBILE_NUMBER_RULE);
    return mobile;
  }
  if (!DIGITS.test(value)) throw invalid(item, 'must contain digits only');
  if (item.inputType === 'number' && !ACCOUNT_NUMBER.pattern.test(value))
    throw invalid(item, ACCOUNT_NUMBER.rule);
  return value;
}

/** The items a page shows for a card type and channel (foundation-and-support §4). */
export function visibleItems(items: readonly BindItem[], cardType: number, channel: number) {
  return items.filter(
    (item) =>
      (item.cardTypeMi === BIND_ITEM_ALL_CARD_TYPES || item.cardTypeMi === cardType) &&
      (item.channelNumber === BIND_ITEM_ALL_CHANNELS || item.channelNumber === channel),
  );
}

function optionOf(item: BindItem, value: string) {
  return item.note.find((option) => option.type === value);
}

/**
 * Checks every field the chosen card type and channel show, server-side: present, digits only
 * for text (and the item's own pattern), an option of the list for pickers. Fields the page
 * does not show are ignored.
 */
export function chooseAccount(
  items: readonly BindItem[],
  fields: Record<string, string | undefined>,
): ChosenAccount {
  const typeItem = items.find((item) => item.code === BIND_CARD_TYPE_CODE);
  const cardTypeText = fields[BIND_CARD_TYPE_CODE] ?? String(DEFAULT_CARD_TYPE);
  if (typeItem && !optionOf(typeItem, cardTypeText))
    throw invalid(typeItem, 'is not one of the options');
  const cardType = Number(cardTypeText);
  const channelItem = items.find(
    (item) =>
      item.code === BIND_CHANNEL_CODE && (item.cardTypeMi === cardType || item.cardTypeMi === 0),
  );
  const channel = channelItem ? Number(fields[BIND_CHANNEL_CODE] ?? '') : BIND_ITEM_ALL_CHANNELS;
  let label = '';
  let number = '';
  let bankCode: string | null = null;
  for (const item of visibleItems(items, cardType, channel)) {
    const value = (fields[item.code] ?? '').trim();
    if (value === '') throw invalid(item, 'is required');
    if (item.cate === BIND_ITEM_CATE.text) {
      number = textValue(item, value);
      continue;
    }
    const option = optionOf(item, value);
    if (!option) throw invalid(item, 'is not one of the options');
    if (item.code === BIND_CHANNEL_CODE) label = option.name;
    else if (item.code !== BIND_CARD_TYPE_CODE) {
      bankCode = value;
      label = option.name;
    }
  }
  if (!number) throw new AppError(BUSINESS_CODE.bindFieldInvalid, 'An account number is required');
  return { cardType, channelNumber: channel, bankCode, label: label || 'Account', number };
}
