import { z } from 'zod';
import { recordId } from '../common/fields';

/*
 * Support access ("view as"): the platform operator opens a business's screens read-only, to help
 * on a ticket. It needs a stated reason, lasts SUPPORT_ACCESS_MINUTES from its start (the server
 * decides, never the caller) unless ended sooner, and can change nothing of the business.
 */

export const SUPPORT_ACCESS_MINUTES = 30;
export const SUPPORT_ACCESS_REASON_MAX = 300;

export const SUPPORT_ACCESS_MESSAGES = {
  reasonRequired: 'Say why you need to view this business',
  reasonTooLong: `Reason must be at most ${SUPPORT_ACCESS_REASON_MAX} characters`,
  /** Every change asked for while viewing a business: refused, whatever it is. */
  readOnly: 'Support access is read-only: nothing can be changed while viewing a business.',
  ended: 'Support access has ended (it lasts at most 30 minutes). Start it again to keep viewing this business.',
  ticketNotOfBusiness: "That help desk query is not this business's.",
} as const;

/** `POST /api/v1/superadmin/business/{id}/support-access` (body: `reason`, optional `ticketID`). */
export const startSupportAccessInput = z.object({
  id: recordId('Invalid business ID'),
  reason: z
    .string({ error: SUPPORT_ACCESS_MESSAGES.reasonRequired })
    .trim()
    .min(1, SUPPORT_ACCESS_MESSAGES.reasonRequired)
    .max(SUPPORT_ACCESS_REASON_MAX, SUPPORT_ACCESS_MESSAGES.reasonTooLong),
  ticketID: recordId('Invalid ticket ID').optional(),
});
export type StartSupportAccessInput = z.infer<typeof startSupportAccessInput>;

/** An opened support access, as the operator sees it. */
export interface SupportAccess {
  id: string;
  businessId: string;
  businessName: string;
  reason: string;
  ticketId: string | null;
  startedAt: Date;
  expiresAt: Date;
}

/** What the business is shown while the operator views it: never who exactly, always why and until when. */
export interface SupportAccessNotice {
  reason: string;
  startedAt: Date;
  expiresAt: Date;
}
