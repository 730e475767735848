import { VISIT_STATUS_LABELS } from '@sevak/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { applyLanguage } from '../../i18n/language';
import { TECHNICIAN } from './i18n';
import en from './i18n/en';
import { amcText, areaOf, stateLabel, warrantyText } from './visit-words';

const english = () => i18n.getFixedT('en', TECHNICIAN);

describe("the technician's words for a visit", () => {
  it('says each status as every other screen does, and a change not yet sent as such', () => {
    expect(en.state).toEqual({ ...VISIT_STATUS_LABELS, waiting: 'Done — waiting to send' });
    expect(stateLabel(english(), 'missed')).toBe('Missed');
    expect(stateLabel(english(), 'waiting')).toBe('Done — waiting to send');
  });

  it('gives the area as the address, with the PIN code when the address lacks it', () => {
    const t = english();
    expect(areaOf(t, { address: 'Baner, Pune 411045', pinCode: '411045' })).toBe('Baner, Pune 411045');
    expect(areaOf(t, { address: 'Baner, Pune', pinCode: '411045' })).toBe('Baner, Pune · PIN 411045');
    expect(areaOf(t, { address: null, pinCode: '411045' })).toBe('PIN 411045');
    expect(areaOf(t, { address: null, pinCode: null })).toBe('No address given');
  });

  it('says the AMC and the warranty in words, with the end date and the days left', () => {
    const t = english();
    expect(amcText(t, { status: 'active', endDate: '2027-11-30' })).toBe('Active, ends 30 Nov 2027');
    expect(amcText(t, { status: 'expired', endDate: '2026-01-31' })).toBe('Expired, ended 31 Jan 2026');
    expect(amcText(t, null)).toBe('No AMC');
    expect(warrantyText(t, { state: 'expiring', daysLeft: 12 })).toBe('Expires in 12 days');
    expect(warrantyText(t, { state: 'expiring', daysLeft: 1 })).toBe('Expires in 1 day');
    expect(warrantyText(t, { state: 'expiring', daysLeft: 0 })).toBe('Expires today');
    expect(warrantyText(t, { state: 'in_warranty', daysLeft: 200 })).toBe('In warranty');
    expect(warrantyText(t, { state: 'expired', daysLeft: -3 })).toBe('Expired');
  });

  it('counts changes waiting, one and many', () => {
    const t = english();
    expect(t('banners.waiting', { count: 1 })).toBe('1 change waiting to be sent.');
    expect(t('banners.waiting', { count: 3 })).toBe('3 changes waiting to be sent.');
  });

  it('says them in Hindi once the screens are in Hindi', async () => {
    await applyLanguage('hi');
    const t = i18n.getFixedT('hi', TECHNICIAN);
    expect(stateLabel(t, 'waiting')).toBe('हो गई — भेजना बाकी');
    expect(areaOf(t, { address: null, pinCode: '411045' })).toBe('पिन 411045');
    expect(amcText(t, null)).toBe('कोई AMC नहीं');
    expect(t('banners.waiting', { count: 2 })).toBe('2 बदलाव भेजे जाने बाकी हैं।');
  });
});
