// Guardian consent's texts (issue 26): the public consent page a guardian opens from an email, the
// student's dashboard card and gate notices, and the consultants' consent panel. A group of its
// own, so the guardian's page loads neither the student's nor the consultants' texts; the student
// and admin routes load it beside theirs (lib/i18n.ts, decision 026).
// The guardian area names the student's documents by category (the student group has them too).
import documents from '../../../../locales/en/documents.json';
import guardians from '../../../../locales/en/guardians.json';
// The guardian area shows and sells the packages too (the student group has them as well).
import packages from '../../../../locales/en/packages.json';

export const resources = { guardians, packages, documents } as const;
