import {
  BIND_CARD_TYPE_CODE,
  BIND_CHANNEL_CODE,
  BIND_ITEM_ALL_CARD_TYPES,
  BIND_ITEM_ALL_CHANNELS,
  DEFAULT_CARD_TYPE,
  DEFAULT_CHANNEL_NUMBER,
} from '@loan/contract';
import type { BindItem } from '../api/get-card-init.ts';

/** The card-type item: the page's tabs (its first option is the default card type). */
export function cardTypeItem(items: readonly BindItem[]): BindItem | undefined {
  return items.find((item) => item.code === BIND_CARD_TYPE_CODE);
}

export function defaultCardType(items: readonly BindItem[]): number {
  return Number(cardTypeItem(items)?.note[0]?.type ?? DEFAULT_CARD_TYPE);
}

/** The channel item of a card type, if it has one; its default is 90006 when offered. */
export function channelItem(items: readonly BindItem[], cardType: number): BindItem | undefined {
  return items.find(
    (item) =>
      item.code === BIND_CHANNEL_CODE &&
      (item.cardTypeMi === cardType || item.cardTypeMi === BIND_ITEM_ALL_CARD_TYPES),
  );
}

export function defaultChannel(items: readonly BindItem[], cardType: number): number {
  const item = channelItem(items, cardType);
  if (!item) return BIND_ITEM_ALL_CHANNELS;
  const preferred = item.note.find((option) => Number(option.type) === DEFAULT_CHANNEL_NUMBER);
  return Number((preferred ?? item.note[0])?.type ?? BIND_ITEM_ALL_CHANNELS);
}

/**
 * The fields the page shows: of the chosen card type (or of all), and when a channel is chosen,
 * of that channel (or of all). The card-type item itself shows as tabs, not as a field.
 */
export function visibleItems(items: readonly BindItem[], cardType: number, channel: number) {
  return items.filter(
    (item) =>
      item.code !== BIND_CARD_TYPE_CODE &&
      (item.cardTypeMi === BIND_ITEM_ALL_CARD_TYPES || item.cardTypeMi === cardType) &&
      (item.channelNumber === BIND_ITEM_ALL_CHANNELS || item.channelNumber === channel),
  );
}
