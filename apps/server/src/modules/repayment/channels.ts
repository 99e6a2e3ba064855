import type { Locale } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { textIn } from '../../lib/text-in-language.ts';
import { activeChannels, type Channel } from '../payments/payments.service.ts';

const GROUP_TITLES: Record<Locale, Record<Channel['kind'], string>> = {
  en: {
    'e-wallet': 'E-wallet bill payment',
    otc: 'Over the counter (reference number)',
    bank: 'Bank transfer',
  },
  fil: {
    'e-wallet': 'Bayad sa bills ng e-wallet',
    otc: 'Sa counter (reference number)',
    bank: 'Bank transfer',
  },
};

export type PayNoticeGroup = { title: string; items: Array<{ name: string; steps: string[] }> };

export async function channelList(db: Db, lang: Locale = 'en') {
  const channels = await activeChannels(db);
  return {
    channels,
    repayList: channels.map((channel) => ({
      name: channel.name,
      logo: channel.logo,
      channel_number: channel.channelNumber,
    })),
    payNotice: noticeGroups(channels, lang),
  };
}

/** Every channel's steps in the reader's language, grouped by kind in the channels' order. */
function noticeGroups(channels: Channel[], lang: Locale): PayNoticeGroup[] {
  const groups = new Map<string, PayNoticeGroup>();
  for (const channel of channels) {
    const title = GROUP_TITLES[lang][channel.kind];
    const group = groups.get(title) ?? { title, items: [] };
    group.items.push({
      name: channel.name,
      steps: textIn(lang, channel.notice, channel.noticeFil),
    });
    groups.set(title, group);
  }
  return [...groups.values()];
}
