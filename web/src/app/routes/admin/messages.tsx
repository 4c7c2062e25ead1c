import { AdminMessagesView } from '../../../features/messages/admin/components/admin-messages-view.tsx';

/** The consultant's Messages (part 2 §2 "/admin/messages"); ?student= comes from a study path. */
export function AdminMessagesRoute() {
  return <AdminMessagesView />;
}
