import { MSG, message, type Message } from '../i18n/messages.en';

/*
 * A warranty's state in words, apart from the schemas: a screen that only shows the tag (the
 * customer's portal, the technician's visit) imports this without zod
 * (`@sevak/shared/service-plans/warranty-label`).
 */

export type WarrantyState = 'in_warranty' | 'expiring' | 'expired';

/**
 * "In warranty", "Expires in 12 days", "Expires today", "Expired": said the same on every screen,
 * each in its reader's language (a warranty card's `label` is the English).
 */
export function warrantyLabelMessage({ state, daysLeft }: { state: WarrantyState; daysLeft: number }): Message {
  const words = MSG.servicePlans.labels.warranty;
  if (state === 'expired' || daysLeft < 0) return message(words.expired);
  if (state === 'in_warranty') return message(words.inWarranty);
  if (daysLeft === 0) return message(words.expiresToday);
  return message(daysLeft === 1 ? words.expiresInDay : words.expiresInDays, { count: daysLeft });
}
