import type { Kysely } from 'kysely';
import { createAirtimeGroupRepository } from '../airtime/airtime-module';
import { createAirtimeMemberRepository } from '../airtime/airtime-module';
import type { Role } from '@pamoja/contract/roles';
import { hashSecret } from '@pamoja/server-kit/auth/secrets';
import { seedBookingServices } from '../bookings/bookings-module';
import type { MainDatabase } from '../db/schema';
import {
  createMembershipRepository,
  createOrganisationRepository,
} from '../organisations/organisations-module';
import { createUserRepository } from '../identity/identity-module';
import { seedDemoOrganisation } from './demo-organisation-seed';
import {
  createAssignmentRepository,
  createCategoryRepository,
  createProductRepository,
} from '../products/products-module';

export const DEMO_ORGANISATION = 'Pamoja Demo Sacco';
export const DEMO_PASSWORD = 'Pamoja#2026';
export const DEMO_PIN = '1234';

export const DEMO_USERS: {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: Role[];
  platform?: 'SUPER_ADMIN';
}[] = [
  {
    email: 'superadmin@pamoja.test',
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    phone: '254700000001',
    roles: ['ADMIN', 'MEMBER'],
    platform: 'SUPER_ADMIN',
  },
  {
    email: 'admin@pamoja.test',
    firstName: 'Otieno',
    lastName: 'Odhiambo',
    phone: '254700000002',
    roles: ['ADMIN', 'MEMBER'],
  },
  {
    email: 'agent@pamoja.test',
    firstName: 'Amina',
    lastName: 'Hassan',
    phone: '254700000003',
    roles: ['AGENT', 'MEMBER'],
  },
  {
    email: 'member@pamoja.test',
    firstName: 'Kiprono',
    lastName: 'Rotich',
    phone: '254700000004',
    roles: ['MEMBER'],
  },
  {
    email: 'instructor@pamoja.test',
    firstName: 'Njeri',
    lastName: 'Mwangi',
    phone: '254700000005',
    roles: ['INSTRUCTOR', 'MEMBER'],
  },
];

/** A ready group so "buy for group" can be tried at once (the simulator delivers to these). */
async function seedAirtimeGroup(db: Kysely<MainDatabase>, userId: string) {
  const groupId = await createAirtimeGroupRepository(db).create(userId, {
    name: 'Family',
    description: 'Weekly airtime for the family',
  });
  await createAirtimeMemberRepository(db).addMany(groupId, [
    { name: 'Mama Njeri', phoneNumber: '254712340101', amount: 10_000n },
    { name: 'Baba Kamau', phoneNumber: '254722340202', amount: 20_000n },
    { name: 'Wambui', phoneNumber: '254110340303', amount: 5_000n },
  ]);
}

interface DemoProduct {
  code: string;
  name: string;
  category: string;
  description: string;
  /** KES; only priced products can go into a cart. */
  price?: number;
  /** KES range of a lead's amount; absent for the products where an amount means nothing. */
  amount?: { min: number; max: number };
}

/**
 * What the demo business sells, all approved and ACTIVE: three without an amount (the lead
 * list drops its amount filters for them), four with a price for the shop.
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    code: 'HLT-TOPUP',
    name: 'NHIF top-up cover',
    category: 'health-insurance',
    description: 'Inpatient cover above the NHIF limit at partner hospitals.',
    price: 1_500,
    amount: { min: 50_000, max: 1_000_000 },
  },
  {
    code: 'HLT-CLINIC',
    name: 'Clinic registration',
    category: 'health-insurance',
    description: 'Registers a member with an outpatient clinic of their choice.',
    price: 500,
  },
  {
    code: 'LIFE-LASTEXP',
    name: 'Last expense cover',
    category: 'life-funeral-cover',
    description: 'Pays funeral costs within 48 hours of a claim.',
    price: 2_000,
    amount: { min: 50_000, max: 300_000 },
  },
  {
    code: 'LIFE-FAMILY',
    name: 'Family life cover',
    category: 'life-funeral-cover',
    description: 'Life assurance for a member, their spouse and up to four children.',
    amount: { min: 100_000, max: 2_000_000 },
  },
  {
    code: 'SAV-JUNIOR',
    name: 'Junior savings account',
    category: 'savings',
    description: 'A savings account opened in a child’s name.',
  },
  {
    code: 'SAV-FIXED',
    name: 'Fixed deposit',
    category: 'savings',
    description: 'Savings locked for 6 or 12 months at a fixed rate.',
    amount: { min: 10_000, max: 5_000_000 },
  },
  {
    code: 'LOAN-DEV',
    name: 'Development loan',
    category: 'loans',
    description: 'Up to three times a member’s deposits, repaid over 36 months.',
    amount: { min: 5_000, max: 1_000_000 },
  },
  {
    code: 'LOAN-SCHOOL',
    name: 'School fees loan',
    category: 'loans',
    description: 'Paid straight to the school, repaid over one school year.',
    amount: { min: 2_000, max: 300_000 },
  },
  {
    code: 'ASSET-BODA',
    name: 'Boda boda asset finance',
    category: 'asset-finance',
    description: 'A new motorbike with insurance and a helmet, repaid weekly.',
    amount: { min: 80_000, max: 250_000 },
  },
  {
    code: 'TRN-LITERACY',
    name: 'Financial literacy course',
    category: 'training',
    description: 'Four weekend sessions on budgeting, saving and borrowing well.',
    price: 5_000,
  },
];
/** The demo agent sells these, so lead capture can be tried at once. */
export const DEMO_AGENT_PRODUCTS = ['HLT-TOPUP', 'LOAN-DEV', 'ASSET-BODA'];

const cents = (kes: number | undefined) => (kes === undefined ? null : BigInt(kes) * 100n);

/** The demo business's products, and the demo agent's share of them; existing codes stay as they are. */
async function seedProducts(db: Kysely<MainDatabase>, organisationId: string) {
  const categories = await createCategoryRepository(db).idsBySlug();
  const categoryOf = (slug: string) => {
    const id = categories.get(slug);
    if (!id) throw new Error(`There is no category ${slug}; migration 0008-products seeds them.`);
    return id;
  };
  const products = createProductRepository(db);
  await products.createMissing(
    organisationId,
    DEMO_PRODUCTS.map((product) => ({
      category_id: categoryOf(product.category),
      code: product.code,
      name: product.name,
      description: product.description,
      image_file_id: null,
      status: 'ACTIVE',
      approved: true,
      price_cents: cents(product.price),
      has_amount: product.amount !== undefined,
      min_amount_cents: cents(product.amount?.min),
      max_amount_cents: cents(product.amount?.max),
    })),
  );
  // Only while the demo agent still belongs to the business (an assignment hangs on the membership).
  const agent = await createUserRepository(db).findByLogin({ email: 'agent@pamoja.test' });
  if (!agent || !(await createMembershipRepository(db).find(organisationId, agent.id))) return;
  const ids = await products.idsByCode(organisationId, DEMO_AGENT_PRODUCTS);
  await createAssignmentRepository(db).assign(organisationId, agent.id, [...ids.values()]);
}

/**
 * The embedded default's demo data (docs/identity-and-access.md): one organisation and one verified user per role,
 * PIN set. Safe to run at every start: what exists is left alone.
 */
export async function seedDemoData(db: Kysely<MainDatabase>): Promise<{ created: number }> {
  const [passwordHash, pinHash] = await Promise.all([
    hashSecret(DEMO_PASSWORD),
    hashSecret(DEMO_PIN),
  ]);
  return db.transaction().execute(async (trx) => {
    const users = createUserRepository(trx);
    const organisations = createOrganisationRepository(trx);
    const organisation =
      (await organisations.findByName(DEMO_ORGANISATION)) ??
      (await organisations.create(DEMO_ORGANISATION, null));
    let created = 0;
    for (const demo of DEMO_USERS) {
      if (await users.findByLogin({ email: demo.email })) continue;
      const user = await users.create({
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: demo.email,
        phoneNumber: demo.phone,
        passwordHash,
      });
      await users.update(user.id, {
        status: 'ACTIVE',
        verified_at: new Date(),
        pin_hash: pinHash,
        platform_role: demo.platform ?? null,
        active_role: demo.platform ?? demo.roles[0] ?? 'MEMBER',
      });
      await organisations.setMembership(organisation.id, user.id, demo.roles);
      if (demo.roles[0] === 'MEMBER') await seedAirtimeGroup(trx, user.id);
      created += 1;
    }
    await seedProducts(trx, organisation.id);
    await seedBookingServices(trx, organisation.id);
    await seedDemoOrganisation(trx, organisation.id, { passwordHash, pinHash });
    return { created };
  });
}
