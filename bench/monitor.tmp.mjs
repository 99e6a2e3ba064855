// scratch: probes the servers and PostgreSQL every 50 ms during a soak; logs slow probes and waits
import pg from 'pg';
import { monitorEventLoopDelay } from 'node:perf_hooks';
const ports = process.argv.slice(2).map(Number);
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
const h = monitorEventLoopDelay({ resolution: 10 }); h.enable();
const t0 = Date.now();
const out = [];
async function probe(name, fn) {
  const s = performance.now();
  try { await fn(); } catch (e) { out.push(`${((Date.now()-t0)/1000).toFixed(1)} ${name} ERR ${e.message}`); return; }
  const ms = performance.now() - s;
  if (ms > 50) {
    let waits = '';
    try {
      const r = await admin.query(`select wait_event_type, wait_event, state, left(query, 60) q, now()-query_start age from pg_stat_activity where datname like 'soak%' or datname like 'bench%' or (state = 'active' and backend_type='client backend') order by age desc nulls last limit 8`);
      waits = r.rows.filter(x=>x.state!=='idle').map(x=>`[${x.wait_event_type}:${x.wait_event} ${x.state} ${x.age?.milliseconds ?? ''}ms ${x.q}]`).join(' ');
      const bg = await admin.query(`select backend_type, wait_event, state from pg_stat_activity where backend_type not in ('client backend') and state is distinct from 'idle' and wait_event is distinct from null`);
      waits += ' BG:' + bg.rows.map(x=>`${x.backend_type}/${x.wait_event}`).join(',');
    } catch {}
    out.push(`${((Date.now()-t0)/1000).toFixed(1)} ${name} ${ms.toFixed(0)}ms ${waits}`);
  }
}
const sel = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await sel.connect();
const end = Date.now() + Number(process.env.SECS ?? 150) * 1000;
setInterval(() => { out.push(`${((Date.now()-t0)/1000).toFixed(1)} monitor-loop p99 ${(h.percentile(99)/1e6).toFixed(0)} max ${(h.max/1e6).toFixed(0)}`); h.reset(); }, 10000);
while (Date.now() < end) {
  await Promise.all([
    probe('pg', () => sel.query('select 1')),
    ...ports.map((p) => probe('srv' + p, () => fetch(`http://127.0.0.1:${p}/api/health/live`).then((r) => r.text()))),
    new Promise((r) => setTimeout(r, 50)),
  ]);
}
console.log(out.join('\n'));
process.exit(0);
