import pg from 'pg';
import { listStatements } from './leads';

const url = 'postgres://postgres@127.0.0.1:5432/pamoja_leads_explore';
const client = new pg.Client({ connectionString: url });
await client.connect();
const org = (await client.query(`select id from main.organisations where name = 'Pamoja Demo Sacco'`)).rows[0].id;
const agent = (await client.query(`select agent_id from main.leads where organisation_id = $1 limit 1`, [org])).rows[0].agent_id;
const product = (await client.query(`select id from main.products where organisation_id = $1 and has_amount order by code limit 1`, [org])).rows[0].id;
const phone = (await client.query(`select phone_number from main.leads where code = 'LD-B0333333'`)).rows[0].phone_number;
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const cases: Record<string, object> = {
  none: {},
  status: { status: 'REJECTED' },
  agent: { agent, from: day(120), to: day(30) },
  product: { product, amountFrom: '1000', amountTo: '20000' },
  name: { name: 'jose kam' },
  phone: { phoneNumber: phone },
};
const only = process.argv[2];
for (const [name, filters] of Object.entries(cases)) {
  if (only && only !== name) continue;
  for (const statement of await listStatements(url, { organisationId: org }, filters)) {
    if (statement.startsWith('explain')) continue;
    const plan = await client.query(`explain (analyze, buffers off) ${statement}`);
    const lines = plan.rows.map((row) => row['QUERY PLAN'] as string);
    console.log(`\n== ${name}: ${statement.slice(0, 160)}`);
    console.log(process.argv[3] ? lines.join('\n') : lines.filter((l) => /Execution|Scan|Sort|Join/.test(l)).slice(0, 8).join('\n'));
  }
}
await client.end();
