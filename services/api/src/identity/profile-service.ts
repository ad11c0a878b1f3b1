import type { Kysely } from 'kysely';
import type { Address, Profile, UpdateProfileRequest } from '@pamoja/contract/users';
import { addressSchema } from '@pamoja/contract/users';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { unauthorized } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { toUserData } from './user-data';
import { createUserRepository, type UserRow } from './user-repository';

type ProfileChanges = Omit<UpdateProfileRequest, 'type' | 'address'>;

/** The caller's own profile: read, update, or update the address alone. */
export function createProfileService(db: Kysely<MainDatabase>) {
  const users = createUserRepository(db);

  async function profileOf(user: UserRow, auth: AuthContext): Promise<Profile> {
    const organisations = await users.organisationRoles(user.id);
    return {
      ...toUserData(user, organisations, auth.role),
      dateOfBirth: user.date_of_birth,
      idNumber: user.id_number,
      address: addressSchema.parse(user.address ?? {}),
      referralCode: user.referral_code,
      createdAt: user.created_at.toISOString(),
    };
  }

  return {
    async get(auth: AuthContext): Promise<Profile> {
      const user = await users.findById(auth.userId);
      if (!user) throw unauthorized();
      return profileOf(user, auth);
    },

    async update(auth: AuthContext, changes: ProfileChanges): Promise<Profile> {
      const user = await users.update(auth.userId, {
        ...(changes.firstName !== undefined && { first_name: changes.firstName }),
        ...(changes.lastName !== undefined && { last_name: changes.lastName }),
        ...(changes.dateOfBirth !== undefined && { date_of_birth: changes.dateOfBirth }),
        ...(changes.idNumber !== undefined && { id_number: changes.idNumber }),
        ...(changes.avatar !== undefined && { avatar: changes.avatar }),
      });
      return profileOf(user, auth);
    },

    async updateAddress(auth: AuthContext, address: Address): Promise<Profile> {
      const user = await users.update(auth.userId, { address: JSON.stringify(address) });
      return profileOf(user, auth);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
