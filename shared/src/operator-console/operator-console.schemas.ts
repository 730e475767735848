import { z } from 'zod';
import { pagingFields } from '../common/pagination';
import { MSG } from '../i18n/messages.en';

/*
 * The operator's console: which businesses are due to renew, what the platform earns, and which
 * shops use Sevak. Dates are calendar days of the business time zone.
 */

/** Expiring within 7 or 30 days (today counts as 0 days left), or expired within the last 30. */
export const RENEWAL_WINDOWS = ['7', '30', 'expired'] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];

/** How far back an expired business is still listed as due to renew. */
export const EXPIRED_LISTED_DAYS = 30;

/** A business is active when someone of it signed in, or it recorded a visit, within this many days. */
export const ACTIVE_WITHIN_DAYS = 7;

/** How many months the console's month-by-month figures cover, this one included. */
export const CONSOLE_MONTHS = 12;

export const listRenewalsInput = z.object({
  ...pagingFields,
  within: z.enum(RENEWAL_WINDOWS, { error: MSG.operatorConsole.validation.withinUnknown }),
});
export type ListRenewalsInput = z.infer<typeof listRenewalsInput>;

/** What a business uses, from figures kept as it changes (never counted on view). */
export interface BusinessUsage {
  customers: number;
  /** Visits dated in this calendar month. */
  visitsThisMonth: number;
  /** When someone of the business last signed in; null if no one has. */
  lastSignInAt: Date | null;
  /** Bytes of the images it stores: its logo and account pictures. */
  storageBytes: number;
}

/** A business due to renew, with its owner, whom the operator reminds on WhatsApp. */
export interface Renewal {
  id: string;
  /** The business name: its owner's full name (spec §3 "Admin"). */
  name: string;
  phoneNumber: string;
  email: string | null;
  expiryDate: string;
  /** Days from today to the expiry date: 0 on the last day, negative once expired. */
  expiresInDays: number;
  /** The plan of its latest subscription; null if it never paid through Sevak. */
  plan: { id: string; name: string } | null;
  usage: BusinessUsage;
  /** A WhatsApp chat with the owner, a polite renewal message typed in. */
  whatsappUrl: string;
}

/** The operator's figures at a glance. */
export interface ConsoleSummary {
  renewals: Record<RenewalWindow, number>;
  /** Businesses whose access is open today, active in the last ACTIVE_WITHIN_DAYS days or not; an expired one is neither. */
  activity: { active: number; dormant: number };
  /** The last CONSOLE_MONTHS months, oldest first: subscriptions paid and businesses added in each. */
  months: { month: string; revenue: number; newBusinesses: number }[];
}

/**
 * The message to a business owner whose access ends (or ended) on `expiryDate` ('12 Mar 2027'),
 * typed into a WhatsApp chat the operator opens: written in English, the owner's language unknown.
 */
export function renewalMessage(values: { ownerName: string; expiryDate: string; expired: boolean; appName: string }): string {
  const ends = values.expired ? 'ended' : 'ends';
  return (
    `Namaste ${values.ownerName}, your ${values.appName} access ${ends} on ${values.expiryDate}. ` +
    `Renew your plan to keep using ${values.appName} without a break. Reply here and we will help. Thank you!`
  );
}
