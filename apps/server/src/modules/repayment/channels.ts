import type { Db } from '../../db/database.ts';
import { activeChannels, type Channel } from '../payments/payments.service.ts';

const GROUP_TITLES: Record<Channel['kind'], string> = {
  'e-wallet': 'E-wallet bill payment',
  otc: 'Over the counter (Reference_no)',
  bank: 'Bank transfer',
};

export type PayNoticeGroup = { title: string; items: Array<{ name: string; steps: string[] }> };

export async function channelList(db: Db) {
  const channels = await activeChannels(db);
  return {
    channels,
    repayList: channels.map((channel) => ({
      name: channel.name,
      logo: channel.logo,
      channel_number: channel.channelNumber,
    })),
    payNotice: noticeGroups(channels),
  };
}

/** Every channel's steps, grouped by kind in the channels' order. */
function noticeGroups(channels: Channel[]): PayNoticeGroup[] {
  const groups = new Map<string, PayNoticeGroup>();
  for (const channel of channels) {
    const title = GROUP_TITLES[channel.kind];
    const group = groups.get(title) ?? { title, items: [] };
    group.items.push({ name: channel.name, steps: channel.notice });
    groups.set(title, group);
  }
  return [...groups.values()];
}
