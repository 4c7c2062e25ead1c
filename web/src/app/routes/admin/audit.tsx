import { AuditList } from '../../../features/audit/components/audit-list.tsx';

/** The consultant's Audit Logs (part 2 §2 "/admin/audit"). */
export function AdminAuditRoute() {
  return <AuditList />;
}
