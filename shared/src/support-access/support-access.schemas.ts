import { z } from 'zod';
import { recordId } from '../common/fields';
import { MSG } from '../i18n/messages.en';

/*
 * Support access ("view as"): the platform operator opens a business's screens read-only, to help
 * on a ticket. It needs a stated reason, lasts SUPPORT_ACCESS_MINUTES from its start (the server
 * decides, never the caller) unless ended sooner, and can change nothing of the business.
 */

export const SUPPORT_ACCESS_MINUTES = 30;
export const SUPPORT_ACCESS_REASON_MAX = 300;

/** `POST /api/v1/superadmin/business/{id}/support-access` (body: `reason`, optional `ticketID`). */
export const startSupportAccessInput = z.object({
  id: recordId(MSG.supportAccess.validation.invalidBusinessId),
  reason: z
    .string({ error: MSG.supportAccess.validation.reasonRequired })
    .trim()
    .min(1, MSG.supportAccess.validation.reasonRequired)
    .max(SUPPORT_ACCESS_REASON_MAX, MSG.supportAccess.validation.reasonTooLong),
  ticketID: recordId(MSG.helpDesk.validation.invalidTicketId).optional(),
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
