import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * The property every kept tally must hold (counts maintained by triggers): after any list of up
 * to 16 operations, run four at a time so their statements interleave, the counts the triggers
 * kept equal a count of the rows themselves. `counts` answers both, in the same order.
 */
export async function assertTalliesHold<Operation>(
  operation: fc.Arbitrary<Operation>,
  apply: (operation: Operation) => Promise<void>,
  counts: () => Promise<{ fromRows: unknown; kept: unknown }>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 16 }), async (operations) => {
      for (let at = 0; at < operations.length; at += 4) {
        await Promise.all(operations.slice(at, at + 4).map(apply));
      }
      const { fromRows, kept } = await counts();
      expect(kept).toEqual(fromRows);
    }),
    { numRuns: 15 },
  );
}
