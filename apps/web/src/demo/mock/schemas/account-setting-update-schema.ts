import { z } from 'zod';
import { accountSettingSchema } from './account-setting-schema';

const shape = accountSettingSchema.shape;

/** One tab saved at a time: the page sends the section it shows and that section's values. */
export const accountSettingUpdateSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('general'), values: shape.general }),
  z.object({ section: z.literal('info'), values: shape.info }),
  z.object({ section: z.literal('social'), values: shape.social.shape.socialLinks }),
  z.object({ section: z.literal('notification'), values: shape.notification }),
]);

export type AccountSettingUpdate = z.infer<typeof accountSettingUpdateSchema>;
