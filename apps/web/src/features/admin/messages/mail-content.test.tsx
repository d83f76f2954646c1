import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';
import { MAIL_FRAME_POLICY, mailFrameDocument } from './mail-frame';

describe('a mail’s text', () => {
  it('links its web addresses, opening in a new tab, and leaves other schemes and trailing punctuation as text', () => {
    render(<LinkedText text={'Reset it here: http://shop.test/reset?userId=1&secret=abc.\nNot this: javascript:alert(1)'} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'http://shop.test/reset?userId=1&secret=abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/Not this: javascript:alert\(1\)/)).toBeInTheDocument();
  });
});

describe('a mail’s HTML frame', () => {
  it('starts with a policy that allows no script, before the mail', () => {
    const frame = mailFrameDocument('<!doctype html><html><body style="color:red"><script>x()</script></body></html>');
    const page = new DOMParser().parseFromString(frame, 'text/html');
    const policy = page.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(policy?.getAttribute('content')).toBe(MAIL_FRAME_POLICY);
    expect(MAIL_FRAME_POLICY).toMatch(/^default-src 'none';/);
    expect(MAIL_FRAME_POLICY).not.toMatch(/script-src/);
    expect(page.head.firstElementChild?.nextElementSibling).toBe(policy);
    expect(page.body.getAttribute('style')).toBe('color:red');
  });
});
