import { describe, expect, test } from 'vitest';
import { AIRTIME_IMPORT_MAX_BYTES } from '@pamoja/contract/airtime';
import { fileSize, importFileProblem } from './import-file';

describe('importFileProblem', () => {
  test.each([
    ['members.csv', 10, null],
    ['MEMBERS.XLSX', 10, null],
    ['members.csv', AIRTIME_IMPORT_MAX_BYTES, null],
    ['members.csv', AIRTIME_IMPORT_MAX_BYTES + 1, 'tooLarge'],
    ['members.csv', 0, 'empty'],
    ['members.xls', 10, 'wrongType'],
    ['members.txt', 10, 'wrongType'],
  ] as const)('%s of %d bytes → %s', (name, size, expected) => {
    expect(importFileProblem({ name, size })).toBe(expected);
  });
});

describe('fileSize', () => {
  test('in the largest unit that keeps the number at least one', () => {
    expect(fileSize(AIRTIME_IMPORT_MAX_BYTES, 'en')).toBe('5 MB');
    expect(fileSize(1536, 'en')).toBe('1.5 kB');
    expect(fileSize(12, 'en')).toBe('12 bytes');
  });
});
