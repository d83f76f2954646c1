import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppwriteException } from 'appwrite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { LoginPage } from './login-page';

const sdk = vi.hoisted(() => ({ createEmailPasswordSession: vi.fn(), create: vi.fn(), createRecovery: vi.fn() }));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/login',
  );
}

describe('/login validation (docs/product.md §5)', () => {
  beforeEach(() => {
    fakeBackend.reset();
    sdk.createEmailPasswordSession.mockReset();
    sdk.create.mockReset();
    sdk.createRecovery.mockReset();
  });

  it('asks for both fields on Sign In without calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(within(form).getByRole('checkbox', { name: /newsletter/i })).toBeChecked();
    expect(sdk.createEmailPasswordSession).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail address on Sign In without calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.type(within(form).getByLabelText('Password'), 'longenough');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(sdk.createEmailPasswordSession).not.toHaveBeenCalled();
  });

  it.each([
    ['Invalid `email` param: Value must be a valid email address', 'Please enter a valid email address'],
    ['Invalid `name` param: Value must be a valid string and at most 128 chars', 'Name must be a valid string and at most 128 chars'],
  ])('shows the server refusing a parameter (%j) without its parameter syntax', async (serverText, shown) => {
    sdk.create.mockRejectedValue(new AppwriteException(serverText, 400, 'general_argument_invalid'));
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    await user.type(within(form).getByLabelText('Name'), 'Ada');
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Password'), 'longenough');
    await user.type(within(form).getByLabelText('Confirm Password'), 'longenough');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(shown);
    // The toast says the same, and nothing on screen shows the parameter syntax.
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText(shown)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('`');
  });

  it('shows the server message when the password is wrong', async () => {
    sdk.createEmailPasswordSession.mockRejectedValue(
      new AppwriteException('Invalid credentials. Please check the email and password.', 401, 'user_invalid_credentials'),
    );
    const user = userEvent.setup();
    renderLogin();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Password'), 'wrong-password');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid credentials. Please check the email and password.');
  });

  it('says how to go on when the sign-in limits hold the password back', async () => {
    sdk.createEmailPasswordSession.mockRejectedValue(
      new AppwriteException(
        'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
        429,
        'general_rate_limit_exceeded',
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Password'), 'correct-password');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Too many sign-in attempts from here. Please wait a while, or use 'E-mail me a sign-in link'.",
    );
    expect(document.body).not.toHaveTextContent('current endpoint');
  });

  it.each([
    [{ name: '', email: 'ada@example.com', password: 'longenough', confirm: 'longenough' }, 'Please fill in all fields'],
    [{ name: 'Ada', email: 'not-an-email', password: 'longenough', confirm: 'longenough' }, 'Please enter a valid email address'],
    [{ name: 'Ada', email: 'ada@example', password: 'longenough', confirm: 'longenough' }, 'Please enter a valid email address'],
    [{ name: 'Ada', email: 'ada@example.com', password: 'longenough', confirm: 'different1' }, 'Passwords do not match'],
    [{ name: 'Ada', email: 'ada@example.com', password: 'short', confirm: 'short' }, 'Password must be at least 8 characters long'],
  ])('Sign Up %j → %s', async (values, message) => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    if (values.name) await user.type(within(form).getByLabelText('Name'), values.name);
    await user.type(within(form).getByLabelText('Email'), values.email);
    await user.type(within(form).getByLabelText('Password'), values.password);
    await user.type(within(form).getByLabelText('Confirm Password'), values.confirm);
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(sdk.create).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor away from /login', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Ada' });
    document.cookie = 'pura_signed_in=1; path=/';
    renderLogin();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    document.cookie = 'pura_signed_in=; path=/; max-age=0';
  });

  it('mails a recovery link to the /reset-password page from the forgotten-password form', async () => {
    sdk.createRecovery.mockResolvedValue({});
    const user = userEvent.setup();
    renderLogin();
    const signIn = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(signIn).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));

    const form = screen.getByRole('form', { name: 'Reset password' });
    expect(within(form).getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.clear(within(form).getByLabelText('Email'));
    await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(sdk.createRecovery).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ada@example.com');
    expect(sdk.createRecovery).toHaveBeenCalledWith({ email: 'ada@example.com', url: `${window.location.origin}/reset-password` });

    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows why the recovery link could not be sent', async () => {
    sdk.createRecovery.mockRejectedValue(new AppwriteException('Too many requests', 429, 'general_rate_limit_exceeded'));
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset password' });
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts from here. Please wait a while before trying again.',
    );
  });
});
