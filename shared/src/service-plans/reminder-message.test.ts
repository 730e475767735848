import { describe, expect, it } from 'vitest';
import { reminderTemplatesInput } from './service-plan.schemas';
import { DEFAULT_REMINDER_TEMPLATES, fillReminder, smsUrl, unknownPlaceholders, whatsappUrl } from './reminder-message';

const values = { customerName: 'Sunita Deshmukh', product: 'AquaPure RO 7L', dueDate: '3 Dec 2026', shopName: 'Aqua Care', shopPhone: '9822011223' };

describe('reminder messages', () => {
  it('fills every placeholder of the default texts', () => {
    const text = fillReminder(DEFAULT_REMINDER_TEMPLATES.visit, values);
    expect(text).toBe('Namaste Sunita Deshmukh, your AquaPure RO 7L is due for service on 3 Dec 2026. Reply to fix a time. - Aqua Care, 9822011223');
  });

  it('opens WhatsApp at the Indian mobile with +91, the text URL-encoded, and Hindi intact', () => {
    const hindi = fillReminder('नमस्ते {customerName} जी, आपकी {product} की सर्विस {dueDate} को है। & धन्यवाद', values);
    const url = whatsappUrl('9876543210', hindi);
    expect(url.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(url.split('?text=')[1]).not.toMatch(/[\s&#]/);
    const link = new URL(url);
    expect(link.searchParams.get('text')).toBe(hindi);
    expect(whatsappUrl('+447700900123', 'Hi')).toBe('https://wa.me/447700900123?text=Hi');
  });

  it('writes the same text into an sms: link', () => {
    const url = smsUrl('9876543210', 'Service on 3 Dec & 4 Dec');
    expect(url).toBe('sms:+919876543210?body=Service%20on%203%20Dec%20%26%204%20Dec');
  });

  it('refuses a template with an unknown placeholder, naming it and the ones it may use', () => {
    expect(unknownPlaceholders('Hi {customerName}, {nmae} {due}')).toEqual(['nmae', 'due']);
    const result = reminderTemplatesInput.safeParse({ ...DEFAULT_REMINDER_TEMPLATES, visit: 'Hi {nmae}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Unknown placeholder {nmae}. Use {customerName}, {product}, {dueDate}, {shopName}, {shopPhone}.',
    );
    expect(reminderTemplatesInput.safeParse(DEFAULT_REMINDER_TEMPLATES).success).toBe(true);
  });
});
