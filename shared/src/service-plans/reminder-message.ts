/*
 * Reminders without a paid gateway: the owner's phone opens WhatsApp or the SMS app with the
 * message already written. The texts are the business's own templates, with placeholders Sevak
 * fills in; an unknown placeholder is refused when the template is saved, never sent as typed.
 */

export const REMINDER_KINDS = ['visit', 'warranty', 'amc'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_CHANNELS = ['whatsapp', 'sms', 'call'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const REMINDER_PLACEHOLDERS = ['customerName', 'product', 'dueDate', 'shopName', 'shopPhone'] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type ReminderValues = Record<ReminderPlaceholder, string>;

/** Sevak's texts, used until the business saves its own. */
export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderKind, string> = {
  visit: 'Namaste {customerName}, your {product} is due for service on {dueDate}. Reply to fix a time. - {shopName}, {shopPhone}',
  warranty:
    'Namaste {customerName}, the warranty of your {product} ends on {dueDate}. Ask us about an AMC to keep it serviced. - {shopName}, {shopPhone}',
  amc: 'Namaste {customerName}, the AMC of your {product} ends on {dueDate}. Renew it to keep your free services. - {shopName}, {shopPhone}',
};

/**
 * The message of an enquiry's follow-up on the due list (the placeholders as in the templates;
 * `{product}` is what they asked about).
 */
export const ENQUIRY_FOLLOW_UP_TEXT =
  'Namaste {customerName}, thank you for asking us about {product}. May we help you choose? - {shopName}, {shopPhone}';

/** The Reminder Texts screen: the business's three texts (Sevak's where it saved none), Sevak's own, and what may be used. */
export interface ReminderTemplateTexts {
  templates: Record<ReminderKind, string>;
  defaults: Record<ReminderKind, string>;
  placeholders: readonly ReminderPlaceholder[];
}

export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = { visit: 'Service visit', warranty: 'Warranty ending', amc: 'AMC ending' };
export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', call: 'Call' };

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Every `{name}` in a template that Sevak does not fill in, in order of appearance, each once. */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(REMINDER_PLACEHOLDERS);
  const unknown = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** The sentence that refuses a template with unknown placeholders. */
export function unknownPlaceholderMessage(unknown: readonly string[]): string {
  const named = unknown.map((name) => `{${name}}`).join(', ');
  const allowed = REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
  return `${unknown.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'} ${named}. Use ${allowed}.`;
}

/** The template with its placeholders filled in. */
export function fillReminder(template: string, values: ReminderValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (REMINDER_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as ReminderPlaceholder] : whole,
  );
}

/**
 * A phone as WhatsApp and SMS links want it: digits with the country code, no '+'. A ten-digit
 * number is an Indian mobile (Sevak keeps those without +91).
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/** Opens a chat with the customer in WhatsApp, the message typed in (https://wa.me, no account or gateway). */
export function whatsappUrl(phone: string, message: string): string {
  return `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(message)}`;
}

/** Opens the phone's SMS app to the customer with the message typed in (RFC 5724). */
export function smsUrl(phone: string, message: string): string {
  return `sms:+${internationalDigits(phone)}?body=${encodeURIComponent(message)}`;
}
