import { MessagesPage } from '@/features/admin/messages/messages-page';

export function AdminMessagesRoute() {
  return <MessagesPage />;
}
