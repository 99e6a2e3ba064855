import pg from 'pg';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
const end = Date.now() + Number(process.env.SECS ?? 150) * 1000;
const out = [];
while (Date.now() < end) {
  const r = await admin.query(`select state, coalesce(wait_event_type,'-')||':'||coalesce(wait_event,'-') w, extract(epoch from now()-xact_start)*1000 xage, extract(epoch from now()-query_start)*1000 qage, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) q from pg_stat_activity where backend_type='client backend' and pid <> pg_backend_pid() and state <> 'idle' order by xact_start`);
  const bg = await admin.query(`select backend_type, wait_event from pg_stat_activity where backend_type like 'autovacuum%' or (backend_type='checkpointer' and wait_event is distinct from 'CheckpointerMain')`);
  if (r.rows.length >= 12) {
    out.push(`${new Date().toISOString().slice(11,22)} n=${r.rows.length} bg=${bg.rows.map(b=>b.backend_type+'/'+b.wait_event).join(',')}`);
    for (const row of r.rows.slice(0, 4)) out.push(`   xact ${Number(row.xage).toFixed(0)}ms q ${Number(row.qage).toFixed(0)}ms ${row.state} ${row.w} ${row.q}`);
  }
  await new Promise((res) => setTimeout(res, 100));
}
console.log(out.join('\n'));
process.exit(0);
