// The Display Name field checked as the server checks it (part 2 §5): required, at most 100
// characters, trimmed ('Display name is required', 'Display name is too long').
import { adminSettingsSchema, type AdminSettings } from '@studypath/domain/profile';

export function checkDisplayName(value: string): { request: AdminSettings } | { error: string } {
  const parsed = adminSettingsSchema.safeParse({ displayName: value });
  if (parsed.success) return { request: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Display name is required' };
}
