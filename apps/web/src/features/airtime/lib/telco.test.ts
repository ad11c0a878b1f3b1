import { describe, expect, test } from 'vitest';
import { TELCOS } from '../testing/fixtures';
import { nationalPrefix, telcoOf } from './telco';

describe('nationalPrefix', () => {
  test.each([
    ['0712', '712'],
    ['0712 345 678', '712'],
    ['712345678', '712'],
    ['254733000111', '733'],
    ['+254 110 000 111', '110'],
    ['07', null],
    ['0512345678', null],
    ['', null],
  ])('%s → %s', (input, prefix) => {
    expect(nationalPrefix(input)).toBe(prefix);
  });
});

describe('telcoOf', () => {
  test('names the network that holds the prefix, or none', () => {
    expect(telcoOf('0712', TELCOS)?.name).toBe('Safaricom');
    expect(telcoOf('+254733', TELCOS)?.name).toBe('Airtel Kenya');
    expect(telcoOf('0777123', TELCOS)?.name).toBe('Telkom Kenya');
    expect(telcoOf('0799', TELCOS)).toBeNull();
    expect(telcoOf('07', TELCOS)).toBeNull();
  });
});
