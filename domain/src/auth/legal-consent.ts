// What a person accepts when they register (issue 30, item 4): the terms of service and the privacy
// policy, each by the version of its text. The version is the text's last revision date, the one
// the legal pages show as "Last updated": whoever changes a text's wording in
// locales/<lang>/legal.json sets its date here in the same commit, so a consent record always
// names the wording that was shown.

export const consentDocuments = ['terms_of_service', 'privacy_policy'] as const;
export type ConsentDocument = (typeof consentDocuments)[number];

/** Calendar dates (YYYY-MM-DD) of the last revision of each text. */
export const legalTextVersions: Readonly<Record<ConsentDocument, string>> = {
  terms_of_service: '2026-11-22',
  privacy_policy: '2026-11-22',
};
