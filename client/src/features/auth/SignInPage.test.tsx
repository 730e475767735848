import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { deferred, TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';

const admin = testUser('ADMIN');

async function openSignIn(login: Handlers['users.login'] = () => ({ user: admin })) {
  const app = renderApp('/signin', { 'users.me': () => null, 'users.login': login });
  await screen.findByRole('heading', { name: 'Welcome to Sevak' });
  const phone = screen.getByLabelText('Phone Number');
  const password = screen.getByLabelText('Password');
  const submit = screen.getByRole('button', { name: 'Sign In' });
  return { ...app, phone, password, submit };
}

describe('sign-in page', () => {
  it('keeps what the visitor typed when they switch to हिन्दी, and reads in Hindi', async () => {
    const { user, phone, password } = await openSignIn();
    await user.type(phone, '9876543210');
    await user.type(password, 'aquacare123');
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'Sevak में आपका स्वागत है' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect((screen.getByLabelText('फ़ोन नंबर') as HTMLInputElement).value).toBe('9876543210');
    expect((screen.getByLabelText('पासवर्ड') as HTMLInputElement).value).toBe('aquacare123');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Sevak' })).toBeTruthy();
  });

  it('shows the spec’s card', async () => {
    await openSignIn();
    expect(screen.getByText('Sign in to your account to continue')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('keeps Sign In disabled until both fields are filled', async () => {
    const { user, phone, password, submit } = await openSignIn();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(phone, '9876543210');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(password, 'secret');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.clear(phone);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what is missing on Enter with an empty field, and sends nothing', async () => {
    const { user, phone, server } = await openSignIn();
    await user.type(phone, '9876543210{Enter}');
    expect(await screen.findByText('Please enter phone number and password')).toBeTruthy();
    expect(server.callsTo('users.login')).toHaveLength(0);
  });

  it('reads "Signing In..." with inputs disabled while the call runs, then goes to the role’s dashboard', async () => {
    const pending = deferred<Output<'users.login'>>();
    const { user, phone, password, submit, server, pathname } = await openSignIn(() => pending.promise);
    await user.type(phone, ' 9876543210 ');
    await user.type(password, 'aquacare123');
    await user.click(submit);

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((phone as HTMLInputElement).disabled).toBe(true);
    expect((password as HTMLInputElement).disabled).toBe(true);
    expect(server.callsTo('users.login')[0]?.input).toEqual({ phoneNumber: '9876543210', password: 'aquacare123' });

    pending.resolve({ user: admin });
    expect(await screen.findByText('Login successful')).toBeTruthy();
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'));
  });

  it('toasts the first of the server’s field messages when sign-in fails', async () => {
    const { user, phone, password, submit, pathname } = await openSignIn(() => {
      throw new TrpcFailure('Overall message', 400, ['Invalid phone number or password', 'Second message']);
    });
    await user.type(phone, '9876543210');
    await user.type(password, 'wrong');
    await user.click(submit);
    expect(await screen.findByText('Invalid phone number or password')).toBeTruthy();
    expect(screen.queryByText('Overall message')).toBeNull();
    expect(pathname()).toBe('/signin');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('falls back to the message, then to "Login failed"', async () => {
    const first = await openSignIn(() => {
      throw new TrpcFailure('Too many failed sign-in attempts.', 429, []);
    });
    await first.user.type(first.phone, '9876543210');
    await first.user.type(first.password, 'wrong');
    await first.user.click(first.submit);
    expect(await screen.findByText('Too many failed sign-in attempts.')).toBeTruthy();
    first.unmount();

    const second = await openSignIn();
    second.server.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await second.user.type(second.phone, '9876543210');
    await second.user.type(second.password, 'secret');
    await second.user.click(second.submit);
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('sends a signed-in visitor to their landing route', async () => {
    const app = renderApp('/signin', {
      'users.me': () => testUser('EMPLOYEE'),
      'employee.home': () => ({ fullname: 'Ravi', businessName: 'AquaCare' }),
      'employee.visits.list': () => ({ items: [], total: 0 }),
    });
    await waitFor(() => expect(app.pathname()).toBe('/employee/dashboard'));
    expect(await screen.findByRole('heading', { name: 'My day' })).toBeTruthy();
  });
});
