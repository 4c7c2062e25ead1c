// Who paid, when a guardian paid on a student's behalf (payments.paid_by, issue 26): their
// address, where the receipt and any refund email go, and the name the receipt shows. The
// guardian's name is the one they typed in their latest consent (their signature); an account
// without one is named by its address.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { guardianConsents, users } from '../../platform/db/schema/index.ts';

export interface GuardianPayer {
  email: string;
  name: string;
}

export async function findGuardianPayer(
  db: Database,
  guardianId: string,
): Promise<GuardianPayer | undefined> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, guardianId))
    .limit(1);
  if (!user) return undefined;
  const [consent] = await db
    .select({ name: guardianConsents.guardianName })
    .from(guardianConsents)
    .where(
      and(
        eq(guardianConsents.guardianEmail, user.email.toLowerCase()),
        eq(guardianConsents.decision, 'consented'),
      ),
    )
    .orderBy(desc(guardianConsents.decidedAt), desc(guardianConsents.id))
    .limit(1);
  return { email: user.email, name: consent?.name ?? user.email };
}
