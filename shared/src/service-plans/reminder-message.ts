import type { Language } from '../i18n/language';
import { MSG, message, type Message } from '../i18n/messages.en';
import { servicePlansMessagesEn } from './messages.en';

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

/** Sevak's texts in English, used until the business saves its own (the Hindi ones are in messages.hi.ts). */
export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderKind, string> = servicePlansMessagesEn.reminders.defaults;

/**
 * The message of an enquiry's follow-up on the due list in English (the placeholders as in the
 * templates; `{product}` is what they asked about).
 */
export const ENQUIRY_FOLLOW_UP_TEXT = servicePlansMessagesEn.reminders.enquiryFollowUp;

/** One language's texts: the business's (Sevak's where it saved none) and Sevak's own. */
export interface ReminderTextsInLanguage {
  templates: Record<ReminderKind, string>;
  defaults: Record<ReminderKind, string>;
}

/**
 * The Reminder Texts screen: the business's three texts (Sevak's where it saved none), Sevak's
 * own, and what may be used. `templates` and `defaults` are the English ones, as always;
 * `byLanguage` has each language's, a customer being sent the texts of their own language.
 */
export interface ReminderTemplateTexts extends ReminderTextsInLanguage {
  placeholders: readonly ReminderPlaceholder[];
  byLanguage: Record<Language, ReminderTextsInLanguage>;
}

/** The kinds and channels in English, for English-only uses; screens say `MSG.servicePlans.labels.*`. */
export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  visit: servicePlansMessagesEn.labels.dueKind.visit,
  warranty: servicePlansMessagesEn.labels.dueKind.warranty,
  amc: servicePlansMessagesEn.labels.dueKind.amc,
};
export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = servicePlansMessagesEn.labels.reminderChannel;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Every `{name}` in a template that Sevak does not fill in, in order of appearance, each once. */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(REMINDER_PLACEHOLDERS);
  const unknown = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** The sentence that refuses a template with unknown placeholders, naming them and the ones it may use. */
export function unknownPlaceholderMessage(unknown: readonly string[]): Message {
  const named = unknown.map((name) => `{${name}}`).join(', ');
  const allowed = REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
  const { validation } = MSG.servicePlans;
  return message(unknown.length === 1 ? validation.unknownPlaceholder : validation.unknownPlaceholders, { named, allowed });
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
