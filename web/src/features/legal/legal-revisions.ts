// When each legal text last changed. A reader relies on this date to know which version they
// agreed to, so it is a fixed value, never the day the page is read. The dates live in the domain
// (`legalTextVersions`), where registration records them as the versions a person accepted.
import { legalTextVersions } from '@studypath/domain/auth';
import type { LegalDocumentKind } from './components/legal-document.tsx';

/** Calendar dates (YYYY-MM-DD) of the last revision of each document's text. */
export const legalRevisionDates: Record<LegalDocumentKind, string> = {
  terms: legalTextVersions.terms_of_service,
  privacy: legalTextVersions.privacy_policy,
};
