import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { updateAirtimeMemberRequest } from './airtime';
import { updateMobileWalletRequest } from './beneficiaries';
import { fieldChangesOf } from './field-changes';

const changes = fieldChangesOf(z.object({ name: z.string(), note: z.string() }), 'name');

describe('an update body', () => {
  it('takes any one of its fields', () => {
    expect(changes.parse({ note: 'Moved' })).toEqual({ note: 'Moved' });
  });

  it('refuses an empty change, or one of undefined fields, on the named field', () => {
    for (const empty of [{}, { name: undefined }]) {
      const result = changes.safeParse(empty);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['name'], message: 'change at least one field' }),
      ]);
    }
  });

  it('says so in the document, for the wallets and the airtime groups alike', () => {
    for (const schema of [changes, updateMobileWalletRequest, updateAirtimeMemberRequest]) {
      expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ minProperties: 1 });
    }
    expect(updateAirtimeMemberRequest.safeParse({}).success).toBe(false);
  });
});
