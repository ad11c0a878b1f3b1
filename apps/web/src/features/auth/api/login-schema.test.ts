import { describe, expect, test } from 'vitest';
import { loginRequest } from '@pamoja/contract/auth';
import { validateLogin } from './login-schema';

// The same table through the contract's zod schema and through the budget-friendly copy.
const cases: Record<string, unknown>[] = [
  { username: 'member@pamoja.test', password: 'Pamoja#2026' },
  { username: '  0712345678  ', password: ' spaced password ' },
  { username: '', password: 'x' },
  { username: '    ', password: 'x' },
  { username: 'a', password: '' },
  { username: 'a'.repeat(254), password: 'p'.repeat(128) },
  { username: 'a'.repeat(255), password: 'p' },
  { username: 'a', password: 'p'.repeat(129) },
  { username: 42, password: 'p' },
  { password: 'p' },
];

describe('login validation matches the contract loginRequest', () => {
  test.each(cases.map((input) => [JSON.stringify(input).slice(0, 60), input] as const))(
    '%s',
    (_name, input) => {
      const contract = loginRequest.safeParse(input);
      const ours = validateLogin(input);

      expect(Object.keys(ours.errors).length === 0).toBe(contract.success);
      if (contract.success) {
        expect(ours.values).toEqual(contract.data);
        return;
      }
      const firstCodes: Record<string, string> = {};
      for (const issue of contract.error.issues) {
        const field = String(issue.path[0]);
        firstCodes[field] ??= issue.code;
      }
      const ourCodes = Object.fromEntries(
        Object.entries(ours.errors).map(([field, error]) => [field, error?.type]),
      );
      expect(ourCodes).toEqual(firstCodes);
    },
  );
});
