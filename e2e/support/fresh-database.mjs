// The webServer command runs this before the server when the suite uses PostgreSQL
// (E2E_DATABASE_URL): the run's database is dropped and made again, empty, so every run starts
// from the demo academy alone. Plain JavaScript because it runs before anything is compiled.
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL ?? '');
const name = url.pathname.slice(1);
if (!/^academia_e2e_\d+$/.test(name)) throw new Error(`Base de pruebas inesperada: ${name}`);
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
} finally {
  await client.end();
}
