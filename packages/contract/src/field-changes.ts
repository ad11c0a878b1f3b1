import type { z } from 'zod';

/**
 * An update body: the fields of `fields`, each optional, at least one of them given. The
 * refusal names `path`; the document says the same with `minProperties`, so a client generated
 * from it never sends an empty change.
 */
export const fieldChangesOf = <Fields extends z.ZodObject>(fields: Fields, path: string) =>
  fields
    .partial()
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      path: [path],
      message: 'change at least one field',
    })
    .meta({ minProperties: 1 });
