import { describe, expect, test } from 'vitest';
import { ROLE_HOME as CONTRACT_ROLE_HOME } from '@pamoja/contract/roles';
import { agent, member, newMember } from '../testing/fixtures';
import { homePath, rememberedPath, ROLE_HOME } from './role-home';

describe('role homes', () => {
  test('the restated table equals the contract ROLE_HOME', () => {
    expect(ROLE_HOME).toEqual(CONTRACT_ROLE_HOME);
  });

  test('the PIN comes first, then the home of the active role', () => {
    expect(homePath(newMember)).toBe('/set-pin');
    expect(homePath(member)).toBe('/home');
    expect(homePath(agent)).toBe('/leads');
    expect(homePath({ ...member, role: 'ADMIN' })).toBe('/admin');
  });

  test('only in-app paths are remembered', () => {
    expect(rememberedPath({ from: '/profile?tab=address' })).toBe('/profile?tab=address');
    expect(rememberedPath({ from: 'https://evil.example/' })).toBeNull();
    expect(rememberedPath({ from: '//evil.example/' })).toBeNull();
    expect(rememberedPath(null)).toBeNull();
    expect(rememberedPath({ from: 42 })).toBeNull();
  });
});
