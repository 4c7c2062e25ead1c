// The signed-in screens' texts: every student route loads them (lib/i18n.ts), and the admin
// routes too, with admin.ts, since their screens share some (profile card, conversations, audit
// labels). A new namespace of a student screen goes here, of an admin-only screen in admin.ts,
// never in i18n.ts: the landing page would carry it (decisions 016 and 026).
import accountDeletion from '../../../../locales/en/accountDeletion.json';
import applications from '../../../../locales/en/applications.json';
import audit from '../../../../locales/en/audit.json';
import checklist from '../../../../locales/en/checklist.json';
import consultant from '../../../../locales/en/consultant.json';
import conversation from '../../../../locales/en/conversation.json';
import dashboard from '../../../../locales/en/dashboard.json';
import documents from '../../../../locales/en/documents.json';
import infoRequests from '../../../../locales/en/infoRequests.json';
import messages from '../../../../locales/en/messages.json';
import packages from '../../../../locales/en/packages.json';
import payments from '../../../../locales/en/payments.json';
import preAdmission from '../../../../locales/en/preAdmission.json';
import profile from '../../../../locales/en/profile.json';
import statuses from '../../../../locales/en/statuses.json';
import privacy from '../../../../locales/en/privacy.json';

export const resources = {
  profile,
  dashboard,
  preAdmission,
  applications,
  documents,
  infoRequests,
  checklist,
  messages,
  conversation,
  payments,
  packages,
  audit,
  statuses,
  consultant,
  accountDeletion,
  privacy,
} as const;
