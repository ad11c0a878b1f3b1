import type { Kysely } from 'kysely';
import { createBranchRepository } from '../branches/branches-module';
import type { MainDatabase } from '../db/schema';
import { createUserRepository } from '../identity/identity-module';
import { createOrganisationRepository } from '../organisations/organisations-module';
import { seedDemoActivity } from './demo-activity';
import { createDemoActivityRepository } from './demo-activity-repository';
import { DEMO_LOCATIONS, DEMO_SECOND_BRANCH, DEMO_STAFF, DEMO_TEAMS } from './demo-people';

/**
 * Makes the demo organisation look lived in (docs/domains/seed.md): staff,
 * branches, locations, teams, and a history of leads, orders, bookings and money. Runs once:
 * an organisation that has the first demo team is left alone.
 */
export async function seedDemoOrganisation(
  db: Kysely<MainDatabase>,
  organisationId: string,
  secrets: { passwordHash: string; pinHash: string },
) {
  const repository = createDemoActivityRepository(db);
  if (await repository.hasTeam(organisationId, DEMO_TEAMS[0]!.name)) return;
  const users = createUserRepository(db);
  const organisations = createOrganisationRepository(db);
  const idOf = async (email: string) => {
    const user = await users.findByLogin({ email });
    if (!user) throw new Error(`the demo user ${email} is missing`);
    return user.id;
  };
  for (const person of DEMO_STAFF) {
    if (await users.findByLogin({ email: person.email })) continue;
    const user = await users.create({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phone,
      passwordHash: secrets.passwordHash,
    });
    await users.update(user.id, {
      status: 'ACTIVE',
      verified_at: new Date(),
      pin_hash: secrets.pinHash,
      active_role: person.roles[0],
    });
    await organisations.setMembership(organisationId, user.id, person.roles);
  }
  // One query at a time: inside a transaction PGlite takes no concurrent queries.
  const staffIds: string[] = [];
  for (const person of DEMO_STAFF) staffIds.push(await idOf(person.email));
  const agentIds = [await idOf('agent@pamoja.test'), ...staffIds.slice(0, 4)];
  const memberIds = staffIds.slice(4);

  const branches = createBranchRepository(db);
  const found = await branches.list(organisationId, { page: 1, limit: 100 } as never);
  const branchIds = [
    (found.items.find((branch) => branch.name === 'Nairobi CBD') ?? found.items[0]!).id,
    (await branches.create(organisationId, DEMO_SECOND_BRANCH)).id,
  ];
  const locationIds: string[] = [];
  for (const location of DEMO_LOCATIONS) {
    locationIds.push(
      await repository.insertReturningId('staff_locations', {
        organisation_id: organisationId,
        branch_id: branchIds[location.branch]!,
        name: location.name,
        county: location.county,
        latitude: null,
        longitude: null,
      }),
    );
  }
  await repository.insert(
    'staff',
    agentIds.map((userId, index) => ({
      organisation_id: organisationId,
      user_id: userId,
      branch_id: branchIds[index < 3 ? 0 : 1]!,
      staff_location_id: locationIds[index < 3 ? index % 2 : 2 + (index % 2)]!,
    })),
  );
  for (const [index, team] of DEMO_TEAMS.entries()) {
    const teamId = await repository.insertReturningId('teams', {
      organisation_id: organisationId,
      ...team,
    });
    const people = index === 0 ? agentIds.slice(0, 3) : agentIds.slice(3);
    await repository.insert(
      'team_members',
      [...people, memberIds[index]!].map((userId, position) => ({
        team_id: teamId,
        organisation_id: organisationId,
        user_id: userId,
        role: position === 0 ? ('LEADER' as const) : ('MEMBER' as const),
      })),
    );
  }
  await seedDemoActivity(db, {
    organisationId,
    adminId: await idOf('admin@pamoja.test'),
    memberId: await idOf('member@pamoja.test'),
    agentIds,
    memberIds,
    branchIds,
    locations: DEMO_LOCATIONS.map((location) => location.name),
  });
}
