// Guardian consent's texts (issue 26): the public consent page a guardian opens from an email, the
// student's dashboard card and gate notices, and the consultants' consent panel. A group of its
// own, so the guardian's page loads neither the student's nor the consultants' texts; the student
// and admin routes load it beside theirs (lib/i18n.ts, decision 026).
// The guardian area also names the study paths' fields and the documents' categories, shows and sells the packages
// and shows the statuses: those namespaces are in the student group too.
import applications from '../../../../locales/en/applications.json';
import documents from '../../../../locales/en/documents.json';
import guardians from '../../../../locales/en/guardians.json';
import packages from '../../../../locales/en/packages.json';
import statuses from '../../../../locales/en/statuses.json';

export const resources = { guardians, packages, statuses, documents, applications } as const;
