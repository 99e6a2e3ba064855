import type { CliIo } from './ops-cli.ts';
import { type OpsClient, OpsUsage } from './ops-client.ts';

export interface SupportFlags {
  status?: string;
  limit?: string;
  after?: string;
  text?: string;
  image?: string[];
  'need-score'?: boolean;
  title?: string;
  subtitle?: string;
  active?: string;
  days?: string;
}

type OpsComplaint = {
  problemId: string;
  orderId: string;
  type: string;
  sonType: string;
  content: string;
  images: string[];
  statusName: string;
  reply: string;
  replyImages: string[];
  needScore: boolean;
  score: number | null;
  createdAt: string;
};

function printComplaint(complaint: OpsComplaint, io: CliIo) {
  const kind = complaint.sonType ? `${complaint.type} / ${complaint.sonType}` : complaint.type;
  io.out(
    `${complaint.problemId}  ${complaint.createdAt}  ${complaint.statusName}  order ${complaint.orderId}`,
  );
  io.out(`  ${kind}: ${complaint.content}`);
  for (const image of complaint.images) io.out(`  image ${image}`);
  if (complaint.reply) io.out(`  reply: ${complaint.reply}`);
  for (const image of complaint.replyImages) io.out(`  reply image ${image}`);
  if (complaint.needScore) io.out('  waiting for the borrower’s rating');
  if (complaint.score !== null) io.out(`  rated ${complaint.score}/5`);
}

/** complaints list | show <id> | reply <id> --text ... [--image URL]... [--need-score] [--status n] */
export async function complaints(
  client: OpsClient,
  action: string | undefined,
  id: string | undefined,
  flags: SupportFlags,
  io: CliIo,
) {
  if (action === 'list') {
    const query = new URLSearchParams();
    if (flags.status) query.set('status', flags.status);
    if (flags.limit) query.set('limit', flags.limit);
    if (flags.after) query.set('after', flags.after);
    const result = await client.call<{ complaints: OpsComplaint[]; next: string | null }>(
      'GET',
      `/complaints?${query}`,
    );
    for (const complaint of result.complaints) printComplaint(complaint, io);
    if (result.complaints.length === 0) io.out('no complaints');
    if (result.next) io.out(`more: --after ${result.next}`);
    return;
  }
  if (action !== 'show' && action !== 'reply') {
    throw new OpsUsage(`unknown complaints command: ${action ?? ''}`);
  }
  if (!id) throw new OpsUsage(`complaints ${action}: which complaint?`);
  const path = `/complaints/${encodeURIComponent(id)}`;
  if (action === 'show') return printComplaint(await client.call<OpsComplaint>('GET', path), io);
  if (!flags.text) throw new OpsUsage('complaints reply: --text is required');
  const body = {
    text: flags.text,
    images: flags.image ?? [],
    needScore: flags['need-score'] ?? false,
    ...(flags.status ? { status: Number(flags.status) } : {}),
  };
  printComplaint(await client.call<OpsComplaint>('POST', `${path}/reply`, body), io);
}

type OpsBindItem = {
  code: string;
  cate: string;
  title: string;
  card_type_mi: number;
  channel_number: number;
  active: boolean;
  note: Array<{ name: string; type: string }>;
};

/** bind-items list | bind-items set <code> [--title ..] [--subtitle ..] [--active true|false] */
export async function bindItems(
  client: OpsClient,
  action: string | undefined,
  code: string | undefined,
  flags: SupportFlags,
  io: CliIo,
) {
  if (action === 'list') {
    const { items } = await client.call<{ items: OpsBindItem[] }>('GET', '/bind-items');
    for (const item of items) {
      const options = item.note.map((option) => `${option.type}=${option.name}`).join(', ');
      io.out(
        `${item.code}  ${item.cate}  "${item.title}"  card type ${item.card_type_mi}  channel ${item.channel_number}${item.active ? '' : '  (off)'}${options ? `  [${options}]` : ''}`,
      );
    }
    return;
  }
  if (action !== 'set') throw new OpsUsage(`unknown bind-items command: ${action ?? ''}`);
  if (!code) throw new OpsUsage('bind-items set: which item?');
  const patch = {
    ...(flags.title ? { title: flags.title } : {}),
    ...(flags.subtitle !== undefined ? { subtitle: flags.subtitle } : {}),
    ...(flags.active !== undefined ? { active: flags.active === 'true' } : {}),
  };
  const item = await client.call<OpsBindItem>(
    'PATCH',
    `/bind-items/${encodeURIComponent(code)}`,
    patch,
  );
  io.out(`${item.code}: "${item.title}"${item.active ? '' : ' (off)'}`);
}

type OpsTemplate = { id: number; name: string; active: boolean };

/** templates list | templates add <name> | templates enable|disable <id> */
export async function templates(
  client: OpsClient,
  action: string | undefined,
  arg: string | undefined,
  io: CliIo,
) {
  const print = (t: OpsTemplate) =>
    io.out(`${t.id}  ${t.name}${t.active ? '' : '  (off)'}  /promotion?id=${t.id}`);
  if (action === 'list') {
    const { templates: rows } = await client.call<{ templates: OpsTemplate[] }>(
      'GET',
      '/landing-templates',
    );
    for (const row of rows) print(row);
    return;
  }
  if (action === 'add') {
    if (!arg) throw new OpsUsage('templates add: which name?');
    return print(await client.call<OpsTemplate>('POST', '/landing-templates', { name: arg }));
  }
  if (action !== 'enable' && action !== 'disable') {
    throw new OpsUsage(`unknown templates command: ${action ?? ''}`);
  }
  if (!arg) throw new OpsUsage(`templates ${action}: which template?`);
  print(
    await client.call<OpsTemplate>(
      'POST',
      `/landing-templates/${encodeURIComponent(arg)}/${action}`,
    ),
  );
}

type StatRow = {
  day: string;
  templateId: number;
  appFrom: string;
  userFrom: string;
  utmTag: string;
  clientType: string;
  kind: string;
  count: number;
};

/** landing-stats [--days n]: visits and clicks per template, channel and day. */
export async function landingStats(client: OpsClient, flags: SupportFlags, io: CliIo) {
  const query = flags.days ? `?days=${encodeURIComponent(flags.days)}` : '';
  const { from, rows } = await client.call<{ from: string; rows: StatRow[] }>(
    'GET',
    `/landing-stats${query}`,
  );
  io.out(`since ${from}: day  template  app_from/user_from/utm_tag  client  kind  count`);
  for (const row of rows) {
    io.out(
      `${row.day}  ${row.templateId}  ${row.appFrom || '-'}/${row.userFrom || '-'}/${row.utmTag || '-'}  ${row.clientType}  ${row.kind}  ${row.count}`,
    );
  }
}
