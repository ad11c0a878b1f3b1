import type { LoginRequest } from '@pamoja/contract/auth';

/**
 * The contract's `loginRequest` rules (username trimmed, 1–254 characters; password 1–128),
 * checked without zod: zod's runtime adds 5–20 KB gzip to /login and the page must stay within
 * 150 KB (docs/web-app.md). login-schema.test.ts runs the contract schema over the same inputs,
 * so the two cannot drift apart. Error types reuse zod's issue codes.
 */
const LIMITS = {
  username: { max: 254, trim: true },
  password: { max: 128, trim: false },
} as const;

type Field = keyof LoginRequest;

export function validateLogin(input: Partial<Record<Field, unknown>>) {
  const values = {} as LoginRequest;
  const errors: Partial<Record<Field, { type: string }>> = {};
  for (const field of Object.keys(LIMITS) as Field[]) {
    const raw = input[field];
    if (typeof raw !== 'string') {
      errors[field] = { type: 'invalid_type' };
      continue;
    }
    const value = LIMITS[field].trim ? raw.trim() : raw;
    if (value.length < 1) errors[field] = { type: 'too_small' };
    else if (value.length > LIMITS[field].max) errors[field] = { type: 'too_big' };
    values[field] = value;
  }
  return { values, errors };
}
