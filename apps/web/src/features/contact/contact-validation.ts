import { isEmailAddress } from '@pura/core/schemas/email-address';

/** SPEC.md §3 Contact message. */
export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

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
 * SPEC.md §5 'Contact form': all five fields required, the e-mail one the server takes (the
 * sign-up rule). Empty when fine.
 */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  for (const key of Object.keys(REQUIRED) as Array<keyof ContactMessage>) {
    if (!values[key].trim()) errors[key] = REQUIRED[key];
  }
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = 'Please enter a valid email address';
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
