import type { Db } from '../../db/database.ts';
import { type ChannelRow, listChannelRows } from '../payments/payments.repository.ts';

const GROUP_TITLES: Record<ChannelRow['kind'], string> = {
  'e-wallet': 'E-wallet bill payment',
  otc: 'Over the counter (Reference_no)',
  bank: 'Bank transfer',
};

export type PayNoticeGroup = { title: string; items: Array<{ name: string; steps: string[] }> };

export async function channelList(db: Db) {
  const rows = await listChannelRows(db);
  return {
    rows,
    repayList: rows.map((row) => ({
      name: row.name,
      logo: row.logo,
      channel_number: row.channel_number,
    })),
    payNotice: noticeGroups(rows),
  };
}

/** Every channel's steps, grouped by kind in the channels' order. */
function noticeGroups(rows: ChannelRow[]): PayNoticeGroup[] {
  const groups = new Map<string, PayNoticeGroup>();
  for (const row of rows) {
    const title = GROUP_TITLES[row.kind];
    const group = groups.get(title) ?? { title, items: [] };
    group.items.push({ name: row.name, steps: row.notice as string[] });
    groups.set(title, group);
  }
  return [...groups.values()];
}
