// Guardian consent's texts (issue 26): the public consent page a guardian opens from an email, the
// student's dashboard card and gate notices, and the consultants' consent panel. A group of its
// own, so the guardian's page loads neither the student's nor the consultants' texts; the student
// and admin routes load it beside theirs (lib/i18n.ts, decision 026).
// The guardian area also names the study paths' fields and the documents' categories, shows and
// sells the packages and shows the statuses, and offers a copy of one's data and the deletion of
// one's account (the Privacy & data page and the notice after signing in, issue 30): those
// namespaces are in the student group too.
import accountDeletion from '../../../../locales/en/accountDeletion.json';
import applications from '../../../../locales/en/applications.json';
import documents from '../../../../locales/en/documents.json';
import guardians from '../../../../locales/en/guardians.json';
import packages from '../../../../locales/en/packages.json';
import statuses from '../../../../locales/en/statuses.json';
import privacy from '../../../../locales/en/privacy.json';

export const resources = {
  guardians,
  packages,
  statuses,
  documents,
  applications,
  accountDeletion,
  privacy,
} as const;
