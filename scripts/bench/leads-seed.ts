import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../../services/api/src/db/schema';
import { createUserRepository } from '../../services/api/src/identity/user-repository';
import { createOrganisationRepository } from '../../services/api/src/organisations/organisations-module';

const FIRST = [
  'Wanjiru',
  'Akinyi',
  'Njeri',
  'Atieno',
  'Chebet',
  'Wambui',
  'Nafula',
  'Jepkosgei',
  'Mumbua',
  'Kerubo',
  'José',
  'Zoë',
  'Renée',
  'Baraka',
  'Otieno',
  'Kamau',
  'Mwangi',
  'Kiprop',
  'Mutua',
  'Ochieng',
  'Juma',
  'Kibet',
  'Omondi',
  'Mugo',
  'Ndungu',
  'Wekesa',
  'Kiptoo',
  'Njoroge',
  'Émile',
  'Amani',
];
const LAST = [
  'Kamau',
  'Otieno',
  'Wanjiku',
  'Odhiambo',
  'Mwangi',
  'Kiprono',
  'Mutiso',
  'Njoroge',
  'Wafula',
  'Achieng',
  'Müller',
  'Chepkoech',
  'Onyango',
  'Karanja',
  'Kimani',
  'Nyambura',
  'Ruto',
  'Kariuki',
  'Gitau',
  'Ouma',
  'Barasa',
  'Langat',
  'Macharia',
  'Okoth',
  'Wairimu',
  'Koech',
  'Maina',
  'Njenga',
  'Mbugua',
  'Owino',
  'Nduta',
  'Cherono',
  'Kosgei',
  'Ngugi',
  'Ndegwa',
  'Rotich',
  'Omollo',
  'Kiplagat',
  'Nyaga',
  'Wamalwa',
];
const TOWNS = [
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Eldoret',
  'Thika',
  'Nyeri',
  'Machakos',
  'Meru',
  'Kakamega',
  "Murang'a",
  'Kericho',
  'Embu',
  'Garissa',
  'Kitale',
  'Malindi',
  'Naivasha',
  'Bungoma',
];
// Status shares in percent, in this order: most leads end dispatched or still new.
const STATUSES = [
  ['NEW', 20],
  ['APPROVED', 15],
  ['RECEIVED', 10],
  ['DISPATCHED', 30],
  ['SUSPENDED', 5],
  ['REJECTED', 10],
  ['CANCELLED', 10],
] as const;
export const AGENTS = 50;

/** `n` agents of an organisation (users with AGENT membership), their ids. */
async function agentsOf(db: Kysely<MainDatabase>, organisationId: string, tag: string) {
  const users = createUserRepository(db);
  const organisations = createOrganisationRepository(db);
  const ids: string[] = [];
  for (let i = 0; i < AGENTS; i += 1) {
    const user = await users.create({
      firstName: FIRST[i % FIRST.length]!,
      lastName: LAST[(i * 7) % LAST.length]!,
      email: `agent-${tag}-${i}@bench.example.ke`,
      phoneNumber: `2541${tag === 'big' ? '0' : '1'}${String(i).padStart(7, '0')}`,
      passwordHash: null,
    });
    await organisations.setMembership(organisationId, user.id, ['AGENT', 'MEMBER']);
    ids.push(user.id);
  }
  return ids;
}

/** The demo organisation's products copied into another organisation (same codes and rules). */
async function copyProducts(db: Kysely<MainDatabase>, from: string, to: string) {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = 'main' and table_name = 'products'
      and column_name not in ('id', 'organisation_id')`.execute(db);
  const columns = sql.join(rows.map((row) => sql.id(row.column_name)));
  await sql`insert into main.products (organisation_id, ${columns})
    select ${to}, ${columns} from main.products where organisation_id = ${from}`.execute(db);
}

/**
 * `count` leads of one organisation in one statement: products, agents, statuses (with their
 * events), two years of capture dates, amounts within each product's range, Kenyan names (some
 * accented) and unique 2547… phones. Codes are `LD-` + `prefix` + the row number.
 */
async function seedLeads(
  db: Kysely<MainDatabase>,
  organisationId: string,
  agents: string[],
  count: number,
  prefix: string,
) {
  const texts = (values: readonly string[]) => sql`${sql.val(values)}::text[]`;
  const statusCase = sql.raw(
    `case ${STATUSES.map(
      (_, i) =>
        `when r_status < ${STATUSES.slice(0, i + 1).reduce((sum, [, share]) => sum + share, 0) / 100} then '${STATUSES[i]![0]}'`,
    ).join(' ')} end`,
  );
  await sql`
    insert into main.leads (organisation_id, product_id, code, name, phone_number, amount_cents,
      location, referral_id, agent_id, assigned_to, source, status, reason, consent_verified_at,
      created_at, updated_at)
    with products as (
      select array_agg(id order by code) as ids, array_agg(has_amount order by code) as amounts,
        array_agg(coalesce(min_amount_cents, 100000) order by code) as mins,
        array_agg(coalesce(max_amount_cents, 50000000) order by code) as maxes,
        count(*)::int as k
      from main.products where organisation_id = ${organisationId}
    ), draws as (
      select n, random() as r_product, random() as r_agent, random() as r_status,
        random() as r_amount, random() as r_first, random() as r_last, random() as r_town,
        random() as r_assigned, now() - random() * interval '730 days' as at
      from generate_series(1, ${count}) as n
    ), picked as (
      select d.*, 1 + floor(d.r_product * p.k)::int as i, p.*,
        ${statusCase} as status
      from draws d cross join products p
    )
    select ${organisationId}::uuid, ids[i], 'LD-' || ${prefix} || lpad(n::text, 7, '0'),
      (${texts(FIRST)})[1 + floor(r_first * ${FIRST.length})::int] || ' ' ||
        (${texts(LAST)})[1 + floor(r_last * ${LAST.length})::int],
      '2547' || lpad(((n::bigint * 48271 + ${prefix === 'B' ? 0 : 7}) % 100000000)::text, 8, '0'),
      case when amounts[i]
        then greatest(mins[i], (mins[i] + r_amount * (maxes[i] - mins[i]))::bigint / 100 * 100)
      end,
      (${texts(TOWNS)})[1 + floor(r_town * ${TOWNS.length})::int],
      case when n % 10 = 0 then 'REF-' || (n % 97) end,
      (${sql.val(agents)}::uuid[])[1 + floor(r_agent * ${agents.length})::int],
      case when r_assigned < 0.3 then (${sql.val(agents)}::uuid[])[1 + (n % ${agents.length})::int] end,
      'AGENT', status,
      case when status in ('REJECTED', 'CANCELLED', 'SUSPENDED') then 'Customer changed their mind' end,
      at, at, at
    from picked`.execute(db);
  // The status events the report counts: approval a day after capture, dispatch three days
  // after, a refusal two days after.
  await sql`
    insert into main.lead_events (lead_id, organisation_id, action, from_status, to_status,
      created_at)
    select id, organisation_id, 'APPROVED', 'NEW', 'APPROVED', created_at + interval '1 day'
      from main.leads
      where organisation_id = ${organisationId}
        and status in ('APPROVED', 'RECEIVED', 'DISPATCHED', 'SUSPENDED')
    union all
    select id, organisation_id, 'ACTIVATED', 'RECEIVED', 'DISPATCHED', created_at + interval '3 days'
      from main.leads
      where organisation_id = ${organisationId} and status in ('DISPATCHED', 'SUSPENDED')
    union all
    select id, organisation_id, 'STATUS_CHANGED', 'NEW', status, created_at + interval '2 days'
      from main.leads
      where organisation_id = ${organisationId} and status in ('REJECTED', 'CANCELLED')`.execute(
    db,
  );
}

/**
 * Building an index once is far faster than a million inserts into it (trigram GIN above all):
 * the leads' and events' plain indexes are dropped for the seed and made again from their own
 * definitions, so the bench measures exactly the migrations' indexes.
 */
async function withoutIndexes(db: Kysely<MainDatabase>, seed: () => Promise<void>) {
  const { rows } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'main' and tablename in ('leads', 'lead_events')
      and indexname not in (select conname from pg_constraint)`.execute(db);
  for (const index of rows) await sql`drop index ${sql.id('main', index.name)}`.execute(db);
  await seed();
  for (const index of rows) await sql.raw(index.definition).execute(db);
}

export interface SeededLeads {
  big: string;
  small: string;
  agents: string[];
  /** Amount ranges in KES, as the product allows (the seed's defaults where it sets none). */
  products: { id: string; hasAmount: boolean; min: number; max: number }[];
}

/** The big (demo) organisation and a small one, seeded, then ANALYZEd. */
export async function seedBenchLeads(
  db: Kysely<MainDatabase>,
  big: string,
  sizes: { big: number; small: number },
): Promise<SeededLeads> {
  const small = (await createOrganisationRepository(db).create('Bench Small Sacco', null)).id;
  await copyProducts(db, big, small);
  const agents = await agentsOf(db, big, 'big');
  const smallAgents = await agentsOf(db, small, 'small');
  await withoutIndexes(db, async () => {
    await seedLeads(db, big, agents, sizes.big, 'B');
    await seedLeads(db, small, smallAgents, sizes.small, 'S');
  });
  await sql`vacuum analyze main.leads`.execute(db);
  await sql`vacuum analyze main.lead_events`.execute(db);
  for (const tally of ['lead_day_counts', 'lead_totals', 'lead_product_days', 'lead_agent_days'])
    await sql`vacuum analyze ${sql.table(`main.${tally}`)}`.execute(db);
  const products = await db
    .selectFrom('products')
    .select(['id', 'has_amount', 'min_amount_cents', 'max_amount_cents'])
    .where('organisation_id', '=', big)
    .orderBy('code')
    .execute();
  return {
    big,
    small,
    agents,
    products: products.map((row) => ({
      id: row.id,
      hasAmount: row.has_amount,
      min: Number(row.min_amount_cents ?? 100_000n) / 100,
      max: Number(row.max_amount_cents ?? 50_000_000n) / 100,
    })),
  };
}
