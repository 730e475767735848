import { messagesEn } from '@sevak/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messagesHi } from '@sevak/shared/i18n/messages.hi';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../test/trpc-mock';

const profile = {
  id: 'business-1',
  image: null,
  startDate: '2027-01-01',
  expiryDate: '2027-12-31',
  user: { id: 'admin-1', fullname: 'Aqua Care Services', email: 'owner@aquacare.in', phoneNumber: '9876543210', address: 'Pune' },
};

function openProfile(handlers: Handlers = {}) {
  return renderApp('/update/profile', {
    'users.me': () => testUser('ADMIN', { fullname: 'Aqua Care Services' }),
    'admin.profile.get': () => profile,
    ...handlers,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('admin profile', SLOW, () => {
  it('shows the access period read-only, saves the changes and refreshes the signed-in user', async () => {
    const app = openProfile({ 'admin.profile.update': () => ({ ...profile, user: { ...profile.user, fullname: 'Aqua Care Pune' } }) });
    await waitFor(() => expect(field('Business Name').value).toBe('Aqua Care Services'), WAIT);
    expect(screen.getByText('01-01-2027')).toBeTruthy();
    expect(screen.getByText('31-12-2027')).toBeTruthy();
    expect(field('New Password').value).toBe('');
    const lookupsBefore = app.server.callsTo('users.me').length;

    await app.user.clear(field('Business Name'));
    await app.user.type(field('Business Name'), 'Aqua Care Pune');
    await app.user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Profile updated successfully', {}, WAIT)).toBeTruthy();
    const input = app.server.callsTo('admin.profile.update')[0]?.input as Record<string, unknown>;
    expect(input).toMatchObject({ fullname: 'Aqua Care Pune', email: 'owner@aquacare.in', phoneNumber: '9876543210' });
    expect(input).not.toHaveProperty('image');
    await waitFor(() => expect(app.server.callsTo('users.me').length).toBeGreaterThan(lookupsBefore), WAIT);
  });

  it('refuses a logo over 1 MB before sending', async () => {
    const app = openProfile();
    await waitFor(() => expect(field('Business Name').value).toBe('Aqua Care Services'), WAIT);
    const tooBig = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.jpg', { type: 'image/jpeg' });
    await app.user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, tooBig);
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('Logo must be an image of at most 1 MB');
    expect(app.server.callsTo('admin.profile.update')).toHaveLength(0);
  });

  it('prefixes the server’s reason when the update fails', async () => {
    const app = openProfile({
      'admin.profile.update': () => {
        throw new TrpcFailure('Logo must be a PNG, JPEG, WebP, GIF or SVG image', 400);
      },
    });
    await waitFor(() => expect(field('Business Name').value).toBe('Aqua Care Services'), WAIT);
    await app.user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Failed to update profile: Logo must be a PNG, JPEG, WebP, GIF or SVG image', {}, WAIT)).toBeTruthy();
  });

  it('saves with the saved logo (served from its URL) untouched, and refuses a file that is not the image it says', async () => {
    const saved = { ...profile, image: '/logos/business-1/0123456789abcdef' };
    const app = openProfile({ 'admin.profile.get': () => saved, 'admin.profile.update': () => saved });
    await waitFor(() => expect(field('Business Name').value).toBe('Aqua Care Services'), WAIT);
    expect(screen.getByAltText('Logo preview').getAttribute('src')).toBe(saved.image);

    const html = new File(['<html><script>alert(1)</script></html>'], 'logo.png', { type: 'image/png' });
    await app.user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, html);
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(messagesEn.businesses.validation.logoKind);
    expect(screen.getByAltText('Logo preview').getAttribute('src')).toBe(saved.image);

    await app.user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.profile.update')[0]?.input).not.toHaveProperty('image');
  });

  it('shows the sign-in phone read-only, saying who changes it', async () => {
    openProfile();
    await waitFor(() => expect(field('Phone Number').value).toBe('9876543210'), WAIT);
    expect(field('Phone Number').readOnly).toBe(true);
    expect(screen.getByText(messagesEn.profile.errors.ownerPhone)).toBeTruthy();
  });

  it('reads in Hindi for an owner who chose Hindi, saying who changes the phone in Hindi too', async () => {
    await applyLanguage('hi');
    openProfile();
    await waitFor(() => expect(field('दुकान का नाम').value).toBe('Aqua Care Services'), WAIT);
    expect(screen.getByRole('heading', { name: 'मेरी प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByText('सेवा की अवधि')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल अपडेट करें' })).toBeTruthy();
    expect(screen.getByText(messagesHi.profile.errors.ownerPhone)).toBeTruthy();
  });
});
