/*
 * An AMC contract's state and its words, apart from the schemas: a screen that only shows a
 * contract's state (the technician's visit) imports these without zod
 * (`@sevak/shared/service-plans/amc-status`).
 */

export const AMC_STATUSES = ['active', 'expiring', 'expired', 'renewed', 'cancelled'] as const;
export type AmcStatus = (typeof AMC_STATUSES)[number];
export const AMC_STATUS_LABELS: Record<AmcStatus, string> = {
  active: 'Active',
  expiring: 'Expiring',
  expired: 'Expired',
  renewed: 'Renewed',
  cancelled: 'Cancelled',
};
