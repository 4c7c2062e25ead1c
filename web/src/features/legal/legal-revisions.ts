// When each legal text last changed. A reader relies on this date to know which version they
// agreed to, so it is a fixed value, never the day the page is read: whoever changes the wording of
// a document in locales/<lang>/legal.json sets its date here in the same commit.
import type { LegalDocumentKind } from './components/legal-document.tsx';

/** Calendar dates (YYYY-MM-DD) of the last revision of each document's text. */
export const legalRevisionDates: Record<LegalDocumentKind, string> = {
  terms: '2026-11-22',
  privacy: '2026-11-22',
};
