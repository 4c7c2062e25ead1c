import { MessagesView } from '../../../features/messages/student/components/messages-view.tsx';

/** /messages: the student's conversations with the consultant team (part 2 §2). */
export function StudentMessagesRoute() {
  return <MessagesView />;
}
