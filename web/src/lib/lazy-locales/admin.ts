// The consultants' screens' texts: loaded with the admin routes, beside student.ts, whose
// namespaces the admin screens share (profile card, conversations, audit labels; decision 026).
import adminApplications from '../../../../locales/en/adminApplications.json';
import adminAssignment from '../../../../locales/en/adminAssignment.json';
import adminAudit from '../../../../locales/en/adminAudit.json';
import adminDashboard from '../../../../locales/en/adminDashboard.json';
import adminDocuments from '../../../../locales/en/adminDocuments.json';
import adminInfoRequests from '../../../../locales/en/adminInfoRequests.json';
import adminMessages from '../../../../locales/en/adminMessages.json';
import adminSettings from '../../../../locales/en/adminSettings.json';
import adminTeam from '../../../../locales/en/adminTeam.json';
import adminUsers from '../../../../locales/en/adminUsers.json';

export const resources = {
  adminApplications,
  adminDocuments,
  adminInfoRequests,
  adminMessages,
  adminSettings,
  adminDashboard,
  adminUsers,
  adminAudit,
  adminAssignment,
  adminTeam,
} as const;
