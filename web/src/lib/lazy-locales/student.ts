// The namespaces only screens behind lazy routes use. They are one chunk of their own, loaded with
// the first lazy route (app/router.tsx), so the landing page does not carry them (decision 016).
// A new screen's namespace is added here, not to i18n.ts.
import adminApplications from '../locales/en/adminApplications.json';
import adminAudit from '../locales/en/adminAudit.json';
import adminDashboard from '../locales/en/adminDashboard.json';
import adminDocuments from '../locales/en/adminDocuments.json';
import adminInfoRequests from '../locales/en/adminInfoRequests.json';
import adminMessages from '../locales/en/adminMessages.json';
import adminSettings from '../locales/en/adminSettings.json';
import adminUsers from '../locales/en/adminUsers.json';
import applications from '../locales/en/applications.json';
import audit from '../locales/en/audit.json';
import auth from '../locales/en/auth.json';
import conversation from '../locales/en/conversation.json';
import dashboard from '../locales/en/dashboard.json';
import documents from '../locales/en/documents.json';
import infoRequests from '../locales/en/infoRequests.json';
import legal from '../locales/en/legal.json';
import messages from '../locales/en/messages.json';
import payments from '../locales/en/payments.json';
import preAdmission from '../locales/en/preAdmission.json';
import profile from '../locales/en/profile.json';

export const lazyResources = {
  auth,
  legal,
  profile,
  dashboard,
  preAdmission,
  applications,
  adminApplications,
  documents,
  adminDocuments,
  infoRequests,
  adminInfoRequests,
  messages,
  adminMessages,
  adminSettings,
  adminDashboard,
  adminUsers,
  adminAudit,
  audit,
  conversation,
  payments,
} as const;
