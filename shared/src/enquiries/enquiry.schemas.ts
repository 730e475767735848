import { z } from 'zod';
import { LIMITS, normalizePhone, PHONE_PATTERN, optionalText, recordDate, recordId, requiredName } from '../common/fields';
import { listQuery } from '../common/pagination';
import { MSG } from '../i18n/messages.en';
import { enquiriesMessagesEn } from './messages.en';

const PHONE_TOO_SHORT = MSG.enquiries.validation.phoneTooShort;

export const enquiryFields = z.object({
  name: requiredName(MSG.enquiries.validation.nameRequired),
  phoneNumber: z
    .string({ error: PHONE_TOO_SHORT })
    .transform(normalizePhone)
    // abort: a short number gets the spec's one message, not a second one about the format
    .pipe(z.string().min(10, { error: PHONE_TOO_SHORT, abort: true }).regex(PHONE_PATTERN, MSG.enquiries.validation.phoneInvalid)),
  address: optionalText(LIMITS.address),
  message: optionalText(LIMITS.message),
  productId: z
    .union([z.literal(''), recordId(MSG.enquiries.validation.invalidProductId)], { error: MSG.enquiries.validation.invalidProductId })
    .nullish()
    .transform((value) => value || null),
});
export type EnquiryFields = z.infer<typeof enquiryFields>;

/** Where an enquiry has got to: new until the owner reaches the person; converted once they became a customer. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'converted', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** Each state in English, for the CSV file and other English-only uses; screens show `MSG.enquiries.labels.status`. */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = enquiriesMessagesEn.labels.status;
/** The states whose follow-up is still to do: a converted or lost enquiry needs no call. */
export const OPEN_ENQUIRY_STATUSES = ['new', 'contacted'] as const satisfies readonly EnquiryStatus[];

const enquiryStatus = z.enum(ENQUIRY_STATUSES, { error: MSG.enquiries.validation.statusInvalid });

/**
 * How the owner follows an enquiry up: its state, the day to call again and their notes. Each,
 * left out of a request, keeps what is saved (new, none, none for a new enquiry); a blank or
 * null day or notes clears them.
 */
const followUpShape = {
  status: enquiryStatus.optional(),
  // A cleared date field arrives as '' or null: no follow-up day.
  followUpDate: z.preprocess((value) => (value === '' ? null : value), recordDate(MSG.common.fields.followUpDate).nullable()).optional(),
  notes: optionalText(LIMITS.message).optional(),
};
export const enquiryFollowUpFields = z.object(followUpShape);
export type EnquiryFollowUpFields = z.infer<typeof enquiryFollowUpFields>;

export const createEnquiryInput = enquiryFields.extend(followUpShape);
export type CreateEnquiryInput = z.infer<typeof createEnquiryInput>;
export const updateEnquiryInput = z.object({ id: recordId(), data: enquiryFollowUpFields });

/** `due`: the open enquiries whose follow-up day is today or has passed. */
export const ENQUIRY_FOLLOW_UP_FILTERS = ['due'] as const;
export const ENQUIRY_SORT_FIELDS = ['createdAt', 'name', 'followUpDate'] as const;
export const listEnquiriesInput = listQuery(ENQUIRY_SORT_FIELDS).extend({
  status: enquiryStatus.optional(),
  followUp: z.enum(ENQUIRY_FOLLOW_UP_FILTERS, { error: MSG.enquiries.validation.followUpFilterInvalid }).optional(),
});
export type ListEnquiriesInput = z.infer<typeof listEnquiriesInput>;

export interface Enquiry {
  id: string;
  name: string;
  address: string | null;
  phoneNumber: string;
  message: string | null;
  productId: string | null;
  product: { id: string; name: string; price: number } | null;
  /** A service request is sent by a signed-in customer from the portal, about one of their purchases. */
  kind: 'enquiry' | 'service_request';
  customerId: string | null;
  /** The day a service request would like the visit. */
  preferredDate: string | null;
  status: EnquiryStatus;
  /** The day to follow the enquiry up, if one was set. */
  followUpDate: string | null;
  notes: string | null;
  /** The customer the enquiry became: null until it is converted (and when that customer was deleted). */
  convertedCustomerId: string | null;
  createdAt: Date;
}
