import { CONTACT_LIMITS } from '@pura/core/limits';
import { CONTACT_FIELD_LABELS } from '@pura/core/schemas/contact-limits';
import type { ContactMessageInput } from '@pura/core/schemas/contact';
import { isEmailAddress } from '@pura/core/schemas/email-address';
import { STORABLE_TEXT_RULE, isStorableText } from '@pura/core/schemas/storable-text';

/** docs/product.md §3 Contact message, as POST /api/send-contact-email takes it. */
export type ContactMessage = ContactMessageInput;

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { firstName: '', lastName: '', email: '', subject: '', message: '' };

const REQUIRED: Record<keyof ContactMessage, string> = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email address',
  subject: 'Please enter a subject',
  message: 'Please enter your message',
};

/**
 * docs/product.md §5 'Contact form': all five fields required, the e-mail one the server takes (the
 * sign-up rule), and each within what the server stores, in its words — so the form never sends
 * a message the server would refuse with "Failed to send message". Empty when fine.
 */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  for (const key of Object.keys(REQUIRED) as Array<keyof ContactMessage>) {
    const value = values[key].trim();
    const label = CONTACT_FIELD_LABELS[key];
    if (!value) errors[key] = REQUIRED[key];
    else if (key === 'email') {
      if (!isEmailAddress(value)) errors[key] = 'Please enter a valid email address';
    } else if (value.length > CONTACT_LIMITS[key]) errors[key] = `${label} must be at most ${CONTACT_LIMITS[key]} characters`;
    else if (!isStorableText(value)) errors[key] = `${label} ${STORABLE_TEXT_RULE}`;
  }
  return errors;
}

/** The message as sent: surrounding spaces removed. */
export function trimContactMessage(values: ContactMessage): ContactMessage {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
