import type { UserData } from '@pamoja/contract/auth';
import type { Profile } from '@pamoja/contract/users';
import { getSession, useSessionStore } from '../../../shared/session/session-store';

/** The userData part of a profile: the stored session keeps the shape a login gives it. */
export function userDataFromProfile(profile: Profile): UserData {
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: profile.fullName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    avatar: profile.avatar,
    hasPin: profile.hasPin,
    role: profile.role,
    roles: profile.roles,
    organisations: profile.organisations,
    ability: profile.ability,
  };
}

/**
 * A profile fetch stores the user data like a login does, so the navbar and the abilities follow
 * changes made here or elsewhere (a new role, a renamed person).
 */
export function storeProfileUserData(profile: Profile): void {
  const { userData, accessToken, refreshToken } = getSession();
  if (!userData || !accessToken || !refreshToken || userData.id !== profile.id) return;
  const next = userDataFromProfile(profile);
  // Same data: no new object, so nothing re-renders and nothing is re-encrypted.
  if (JSON.stringify(next) === JSON.stringify(userData)) return;
  useSessionStore.getState().setSession({ userData: next, accessToken, refreshToken });
}
