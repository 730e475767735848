import { servicePlansMessagesEn } from './messages.en';

/*
 * An AMC contract's state and its words, apart from the schemas: a screen that only shows a
 * contract's state (the technician's visit) imports these without zod
 * (`@sevak/shared/service-plans/amc-status`).
 */

export const AMC_STATUSES = ['active', 'expiring', 'expired', 'renewed', 'cancelled'] as const;
export type AmcStatus = (typeof AMC_STATUSES)[number];
/** The states in English, for English-only uses (CSV, tests); screens say `MSG.servicePlans.labels.amcStatus`. */
export const AMC_STATUS_LABELS: Record<AmcStatus, string> = servicePlansMessagesEn.labels.amcStatus;
