import type { Kysely } from 'kysely';
import { createAirtimeGroupRepository } from '../airtime/airtime-module';
import { createAirtimeMemberRepository } from '../airtime/airtime-module';
import type { Role } from '@pamoja/contract/roles';
import { hashSecret } from '@pamoja/server-kit/auth/secrets';
import type { MainDatabase } from '../db/schema';
import { createOrganisationRepository } from '../organisations/organisations-module';
import { createUserRepository } from '../identity/identity-module';

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
    return { created };
  });
}
