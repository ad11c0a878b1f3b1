import { describe, expect, test } from 'vitest';
import { invalidStatsFilter } from './stats-filter-check';

const none = { business: '', agent: '', from: '', to: '' };
const ID = '2e3d4c5b-6a7f-4b8c-9d0e-1f2a3b4c5d6e';

describe('stats filters', () => {
  test('empty filters and good values pass', () => {
    expect(invalidStatsFilter(none)).toBeNull();
    expect(
      invalidStatsFilter({ business: ID, agent: ID, from: '2026-03-01', to: '2026-03-01' }),
    ).toBeNull();
  });

  test('names the filter the server would refuse', () => {
    expect(invalidStatsFilter({ ...none, agent: 'juma' })).toBe('agent');
    expect(invalidStatsFilter({ ...none, business: '42' })).toBe('business');
    expect(invalidStatsFilter({ ...none, from: '01/03/2026' })).toBe('from');
    expect(invalidStatsFilter({ ...none, to: 'yesterday' })).toBe('to');
    expect(invalidStatsFilter({ ...none, from: '2026-03-02', to: '2026-03-01' })).toBe('from');
  });
});
