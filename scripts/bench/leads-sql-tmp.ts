import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { leadListQuery } from '@pamoja/contract/leads';
import { scopeMainDatabase } from '../../services/api/src/db/migrate';
import type { MainDatabase } from '../../services/api/src/db/schema';
import { createLeadRepository } from '../../services/api/src/leads/lead-repository';
import { inlined } from './leads-load';

const url = 'postgres://postgres@127.0.0.1:5432/leads_speed';
const org = '142c876c-be6e-40db-be20-1751009fa971';
const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const cases: Record<string, Record<string, string>> = {
  none: {},
  status: { status: 'REJECTED' },
  agentdates: { agent: '6d5b307e-1fc9-4f40-96bf-18b8f7e1303d', from: day(120), to: day(30) },
  productamount: { product: '280a5b10-f177-408f-b2f3-5ffea5235ba8', amountFrom: '80000', amountTo: '122500' },
  name: { name: 'jose kam' },
  phone: { phoneNumber: process.env.PHONE ?? '254700000000' },
};
async function main() {
  for (const [name, query] of Object.entries(cases)) {
    const statements: CompiledQuery[] = [];
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const db = new Kysely<MainDatabase>({ dialect: new PostgresDialect({ pool }), log: (e) => void statements.push(e.query) });
    await createLeadRepository(scopeMainDatabase(db)).list({ organisationId: org, ownerId: null }, leadListQuery.parse(query));
    await db.destroy();
    console.log(`-- ${name}`);
    for (const s of statements) console.log(inlined(s) + ';');
  }
}
void main();
