import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_PASSWORD } from './generate-shape';
const base = 'http://127.0.0.1:3960';
const call = process.argv[2] ?? 'getCursosAlumno';
const seconds = Number(process.argv[3] ?? 10);
const db = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/academia_bench_full' });
await db.connect();
const { rows } = await db.query(`select u.id, u.email from users u where u.tipo = 1 and u.is_active
  and exists (select 1 from alumno_curso ac where ac.alumno = u.id and ac.activo = 1) order by u.id limit 200`);
const tokens = new Map<number, string>();
for (const u of rows) {
  const r = await fetch(`${base}/api/auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: u.email, password: BENCH_PASSWORD }) });
  tokens.set(u.id, (await r.json()).token);
}
const ids = [...tokens.keys()];
type R = { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> };
let reqs: R[] = [];
const h = (id: number) => ({ authorization: `token ${tokens.get(id)}`, 'content-type': 'application/json' });
if (call === 'getCursosAlumno') reqs = ids.map((id) => ({ method: 'GET', path: '/api/getCursosAlumno/', headers: { authorization: `token ${tokens.get(id)}` } }));
if (call === 'getTemasCurso') {
  const e = (await db.query('select id, curso, alumno from alumno_curso where alumno = any($1) and activo = 1', [ids])).rows;
  reqs = e.map((x) => ({ method: 'POST', path: '/api/getTemasCurso/', body: JSON.stringify({ curso: x.curso, alumno_curso: x.id }), headers: h(x.alumno) }));
}
if (call === 'getSubtema') {
  const e = (await db.query(`select s.id as subtema, ac.curso, ac.alumno from alumno_curso ac cross join lateral (select s.id from subtemas s join temas t on t.id = s.tema where t.curso = ac.curso order by random() limit 5) s where ac.alumno = any($1) and ac.activo = 1`, [ids])).rows;
  reqs = e.map((x) => ({ method: 'POST', path: '/api/getSubtema/', body: JSON.stringify({ subtema: x.subtema, curso: x.curso }), headers: h(x.alumno) }));
}
if (call === 'search') {
  const r = await fetch(`${base}/api/auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@bench.conecta.mx', password: BENCH_PASSWORD }) });
  const t = (await r.json()).token;
  reqs = ['perez', 'jose', 'martinez', 'lucia', 'gomez', 'nunez', 'maria alvarez'].flatMap((s) => [1, 2, 3].map((p) => ({ method: 'GET' as const, path: `/api/alumno/paginado/?search=${encodeURIComponent(s)}&page=${p}&is_active=1`, headers: { authorization: `token ${t}` } })));
}
if (call === 'cert') {
  const e = (await db.query('select unique_id from certificados order by random() limit 1000')).rows;
  reqs = e.map((x) => ({ method: 'POST', path: '/api/getDatosCertificadoAlumno/', body: JSON.stringify({ unique_id: x.unique_id }), headers: { 'content-type': 'application/json' } }));
}
if (call === 'articulo') {
  const e = (await db.query('select slug from articulos where activo = 1 order by random() limit 1000')).rows;
  reqs = e.map((x) => ({ method: 'POST', path: '/api/getDetalleArticulo/', body: JSON.stringify({ slug: x.slug }), headers: { 'content-type': 'application/json' } }));
}
await db.end();
let i = 0;
const res = await autocannon({ url: base, connections: 50, duration: seconds, requests: [{ setupRequest: (req) => { const r = reqs[i++ % reqs.length]!; return { ...req, ...r }; } }] });
console.log(`${call}: ${res.requests.average} req/s p50 ${res.latency.p50} p99 ${res.latency.p99} non2xx ${res.non2xx}`);
