import pg from 'pg';
import { createDatabase } from '@pamoja/server-kit/database';
import { prepareMainDatabase } from '../../services/api/src/db/migrate';
import { DEMO_ORGANISATION, seedDemoData } from '../../services/api/src/seed/demo-seed';
import { seedBenchLeads } from './leads-seed';

async function main() {
const url = 'postgres://postgres@127.0.0.1:5432/leads_speed';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists leads_speed with (force)');
await admin.query('create database leads_speed');
await admin.end();
const database = await createDatabase({ url });
const db = await prepareMainDatabase(database.db);
await seedDemoData(db);
const big = await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow();
const t = performance.now();
const seeded = await seedBenchLeads(db, big.id, { big: 1_000_000, small: 100_000 });
console.log(JSON.stringify(seeded), Math.round((performance.now() - t) / 1000));
await database.close();
}
void main();
