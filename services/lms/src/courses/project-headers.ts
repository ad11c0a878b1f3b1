import { z } from 'zod';

/** `x-project` as every learning route reads it (docs/api-conventions.md). */
export const projectHeaders = z.object({
  'x-project': z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,39}$/,
      'must be a project key of lowercase letters, digits and dashes',
    )
    .optional(),
});
