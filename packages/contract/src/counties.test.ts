import { describe, expect, it } from 'vitest';
import { countySchema, KENYAN_COUNTIES } from './counties';

describe('Kenyan counties', () => {
  it('lists the 47 counties once each', () => {
    expect(KENYAN_COUNTIES).toHaveLength(47);
    expect(new Set(KENYAN_COUNTIES).size).toBe(47);
  });

  it.each([
    ['Nairobi', 'Nairobi'],
    ['  nairobi ', 'Nairobi'],
    ['murang a', "Murang'a"],
    ['TAITA TAVETA', 'Taita-Taveta'],
    ['homa-bay', 'Homa Bay'],
  ])('reads %j as %s', (input, county) => {
    expect(countySchema.parse(input)).toBe(county);
  });

  it.each(['Kampala', '', 'Nairobi City'])('refuses %j', (input) => {
    expect(countySchema.safeParse(input).success).toBe(false);
  });
});
