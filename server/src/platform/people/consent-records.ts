// What a person accepted, and when (issue 30, item 4; table consent_records). Registration writes a
// row per text, in the transaction that creates the account, with the version of each text then in
// force; rows are never edited (a new version accepted later is a new row). The data export lists
// them; they go with the account.
import { consentDocuments, legalTextVersions, type ConsentDocument } from '@studypath/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { consentRecords } from '../db/schema/index.ts';

export interface ConsentRecord {
  document: ConsentDocument;
  version: string;
  acceptedAt: Date;
}

/** The person accepted every text at `at`, each in its current version. */
export async function recordConsentToLegalTexts(
  db: Database,
  input: { userId: string; at: Date },
): Promise<void> {
  await db.insert(consentRecords).values(
    consentDocuments.map((document) => ({
      userId: input.userId,
      document,
      version: legalTextVersions[document],
      acceptedAt: input.at,
    })),
  );
}

/** A person's acceptances, oldest first. */
export async function findConsentRecordsOf(db: Database, userId: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select({
      document: consentRecords.document,
      version: consentRecords.version,
      acceptedAt: consentRecords.acceptedAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.acceptedAt), asc(consentRecords.document));
  return rows.map((row) => ({ ...row, document: row.document as ConsentDocument }));
}
