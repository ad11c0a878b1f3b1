import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, phoneSchema } from './phone';
import { normalisePhone } from './phone-number';

describe('normalisePhone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['712345678', '254712345678'],
    ['112345678', '254112345678'],
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['+254 712 345-678', '254712345678'],
  ])('accepts %s', (input, stored) => {
    expect(normalisePhone(input)).toBe(stored);
  });

  it.each(['', '0812345678', '07123456', '07123456789', '+255712345678', 'phone', '254-7'])(
    'refuses %s',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
      expect(phoneSchema.safeParse(input).error?.issues[0]?.message).toBe(
        'enter a phone number such as 0712 345 678',
      );
    },
  );
});

describe('the phone pattern the OpenAPI document states', () => {
  it('accepts exactly the numbers normalisePhone accepts', () => {
    for (const typed of [
      '0712345678',
      '(0712) 345-678',
      '712345678',
      '112345678',
      '+254 712 345 678',
      '254112345678',
      '0812345678',
      '+0712345678',
      '07123456789',
      '2547123456',
      '',
    ]) {
      expect(PHONE_PATTERN.test(typed), typed).toBe(normalisePhone(typed) !== null);
    }
  });
});
