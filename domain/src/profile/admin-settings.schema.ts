// Admin settings (part 2 §5, §7): an administrator's PUT /api/user/profile carries only the display
// name students see on the administrator's messages.
import { z } from 'zod';
import { textSchema } from '../input/text.schema.ts';

export const DISPLAY_NAME_MAX_LENGTH = 100;

export const adminSettingsSchema = z.strictObject({
  displayName: textSchema({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Display name is required'
        : 'Display name must be text',
  })
    .min(1, { error: 'Display name is required' })
    .max(DISPLAY_NAME_MAX_LENGTH, { error: 'Display name is too long' }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type AdminSettingsInput = z.input<typeof adminSettingsSchema>;
