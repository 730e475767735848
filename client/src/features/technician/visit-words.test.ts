import { VISIT_STATUS_LABELS } from '@sevak/shared';
import { describe, expect, it } from 'vitest';
import { amcText, areaOf, changesWaiting, VISIT_STATE_LABELS } from './visit-words';

describe("the technician's words for a visit", () => {
  it('says each status as every other screen does, and a change not yet sent as such', () => {
    expect(VISIT_STATE_LABELS).toEqual({ ...VISIT_STATUS_LABELS, waiting: 'Done — waiting to send' });
  });

  it('gives the area as the address, with the PIN code when the address lacks it', () => {
    expect(areaOf({ address: 'Baner, Pune 411045', pinCode: '411045' })).toBe('Baner, Pune 411045');
    expect(areaOf({ address: 'Baner, Pune', pinCode: '411045' })).toBe('Baner, Pune · PIN 411045');
    expect(areaOf({ address: null, pinCode: '411045' })).toBe('PIN 411045');
    expect(areaOf({ address: null, pinCode: null })).toBe('No address given');
  });

  it('says the AMC in words with its end date, and counts changes waiting', () => {
    expect(amcText({ status: 'active', endDate: '2027-11-30' })).toBe('Active, ends 30 Nov 2027');
    expect(amcText({ status: 'expired', endDate: '2026-01-31' })).toBe('Expired, ended 31 Jan 2026');
    expect(amcText(null)).toBe('No AMC');
    expect(changesWaiting(1)).toBe('1 change waiting to be sent');
    expect(changesWaiting(3)).toBe('3 changes waiting to be sent');
  });
});
