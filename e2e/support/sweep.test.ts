import { describe, expect, it } from 'vitest';
import { isThisRuns, ofThisRun, sweepShare } from './sweep';

describe('sweep shares', () => {
  it('reads "all" as every item and "k/n" as one share', () => {
    expect(sweepShare('all')).toBeNull();
    expect(sweepShare('2/3')).toEqual({ index: 2, of: 3 });
  });

  it('refuses a share that does not exist', () => {
    expect(() => sweepShare('4/3')).toThrow(/1 ≤ k ≤ n/);
    expect(() => sweepShare('0/3')).toThrow(/1 ≤ k ≤ n/);
    expect(() => sweepShare('some')).toThrow(/"all" or a share/);
  });

  it('picks one of three shares from the commit when nothing is named', () => {
    const share = sweepShare(undefined);
    expect(share?.of).toBe(3);
    expect([1, 2, 3]).toContain(share?.index);
  });

  it('splits a list so the shares together hold every item exactly once', () => {
    const items = Array.from({ length: 20 }, (_, at) => `item ${at}`);
    const shares = [1, 2, 3].map((index) => ofThisRun(items, { index, of: 3 }));
    expect(shares.map((share) => share.length)).toEqual([7, 7, 6]);
    expect(shares.flat().sort()).toEqual([...items].sort());
    expect(ofThisRun(items, null)).toEqual(items);
  });

  it('gives each named check to exactly one share', () => {
    const names = ['calendar (light)', 'calendar (dark)', 'shop pages (dark)', 'to-do (light)'];
    for (const name of names) {
      const owners = [1, 2, 3].filter((index) => isThisRuns(name, { index, of: 3 }));
      expect(owners, name).toHaveLength(1);
    }
    expect(names.every((name) => isThisRuns(name, null))).toBe(true);
  });
});
