import { describe, expect, test } from 'vitest';
import { DEMO_USER_DATA_KEY, demoCan, storedDemoAbility } from './demo-ability';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === DEMO_USER_DATA_KEY ? value : null) };
}

describe('demo ability', () => {
  test('without stored demo data the ability is read Auth only', () => {
    expect(storedDemoAbility(storageWith(null))).toEqual([{ action: 'read', subject: 'Auth' }]);
    expect(storedDemoAbility(storageWith('{not json'))).toEqual([
      { action: 'read', subject: 'Auth' },
    ]);
    expect(storedDemoAbility(storageWith('{"ability":[{"action":1}]}'))).toEqual([
      { action: 'read', subject: 'Auth' },
    ]);
  });

  test('reads the stored login from localStorage by default', () => {
    localStorage.setItem(
      DEMO_USER_DATA_KEY,
      JSON.stringify({ ability: [{ action: 'manage', subject: 'all' }] }),
    );
    expect(storedDemoAbility()).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  test('manage and all are wildcards', () => {
    const admin = [{ action: 'manage', subject: 'all' }];
    const client = [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ];
    expect(demoCan(admin, 'read', 'Analytics')).toBe(true);
    expect(demoCan(client, 'read', 'ACL')).toBe(true);
    expect(demoCan(client, 'read', 'Analytics')).toBe(false);
    expect(demoCan(client, 'update', 'ACL')).toBe(false);
  });
});
