import { visitsMessagesEn } from './messages.en';

/*
 * A visit's state and its words, apart from the visit schemas: a screen that only shows a visit
 * (the technician's My day) imports these without zod (`@sevak/shared/visits/visit-status`).
 */

/**
 * Where a visit stands: booked, done, missed (the day passed and nobody went: to be rebooked) or
 * cancelled. The spec's `isDone` is `status === 'done'`.
 */
export const VISIT_STATUSES = ['scheduled', 'done', 'missed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** The English, for English-only uses (CSV, tests); screens show `MSG.visits.labels.status.<status>`. */
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = visitsMessagesEn.labels.status;
