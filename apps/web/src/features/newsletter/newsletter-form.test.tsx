import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form';
import { validateNewsletterEmail } from './newsletter-validation';

describe('newsletter validation (SPEC.md §5)', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['not-an-address', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['ada@example.com', null],
  ])('%j → %j', (email, message) => {
    expect(validateNewsletterEmail(email)).toBe(message);
  });

  it('shows the message inline without sending anything', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please enter your email address');
    await user.type(screen.getByRole('textbox'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
