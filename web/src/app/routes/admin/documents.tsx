import { DocumentList } from '../../../features/documents/admin/components/document-list.tsx';

/** The consultant's Documents (part 2 §2 "/admin/documents"). */
export function AdminDocumentsRoute() {
  return <DocumentList />;
}
