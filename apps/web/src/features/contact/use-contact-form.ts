import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api';
import {
  type ContactErrors,
  type ContactMessage,
  EMPTY_CONTACT_MESSAGE,
  trimContactMessage,
  validateContactMessage,
} from './contact-validation';

/** docs/product.md §4 'Contact form': idle, sending, success (form cleared) or error. */
export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

/** The contact form's values, validation and sending to the shop's endpoint (docs/product.md §7). */
export function useContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY_CONTACT_MESSAGE);
  const [errors, setErrors] = useState<ContactErrors>({});
  const send = useMutation({
    mutationFn: (message: ContactMessage) => apiRequest<unknown>('/send-contact-email', { body: message }),
    onSuccess: () => {
      setValues(EMPTY_CONTACT_MESSAGE);
      toast.success("Message sent successfully! We'll get back to you within 24 hours.");
    },
    onError: () => toast.error('Failed to send message. Please try again or contact us directly.'),
  });

  const status: ContactStatus = send.isPending ? 'sending' : send.isSuccess ? 'success' : send.isError ? 'error' : 'idle';

  function setField(field: keyof ContactMessage, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Writing a new message after a sent one: the success note has done its job.
    if (send.isSuccess) send.reset();
    // A corrected field stops showing its error; the others wait for the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Validates and sends; returns the first invalid field so the form can move focus there. */
  function submit(): keyof ContactMessage | null {
    const problems = validateContactMessage(values);
    setErrors(problems);
    const first = (Object.keys(EMPTY_CONTACT_MESSAGE) as Array<keyof ContactMessage>).find((key) => problems[key]);
    if (first) return first;
    send.mutate(trimContactMessage(values));
    return null;
  }

  return { values, errors, status, setField, submit };
}
