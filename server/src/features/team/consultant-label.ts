// A consultant's e-mail and the name their colleagues know them by (display name, else e-mail).
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { consultantNameSql } from './consultant-sql.ts';

export async function consultantLabel(
  db: Database,
  userId: string,
): Promise<{ email: string; name: string }> {
  const [row] = await db
    .select({ email: users.email, name: consultantNameSql(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('consultant not found');
  return { email: row.email, name: row.name ?? row.email };
}
