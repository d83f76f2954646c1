import { ContactMessages } from './contact-messages';
import { OutboxList } from './outbox-list';

export function MessagesPage() {
  return (
    <div className="flex flex-col gap-10">
      <ContactMessages />
      <OutboxList />
    </div>
  );
}
