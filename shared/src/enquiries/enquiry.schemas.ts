import { z } from 'zod';
import { LIMITS, normalizePhone, PHONE_PATTERN, optionalText, recordId, requiredName } from '../common/fields';
import { listQuery } from '../common/pagination';

const PHONE_TOO_SHORT = 'Phone must be at least 10 digits';

export const enquiryFields = z.object({
  name: requiredName('Name is required'),
  phoneNumber: z
    .string({ error: PHONE_TOO_SHORT })
    .transform(normalizePhone)
    // abort: a short number gets the spec's one message, not a second one about the format
    .pipe(z.string().min(10, { error: PHONE_TOO_SHORT, abort: true }).regex(PHONE_PATTERN, 'Phone must be 10 to 15 digits, optionally starting with +')),
  address: optionalText(LIMITS.address),
  message: optionalText(LIMITS.message),
  productId: z
    .union([z.literal(''), recordId('Invalid Product ID')], { error: 'Invalid Product ID' })
    .nullish()
    .transform((value) => value || null),
});
export type EnquiryFields = z.infer<typeof enquiryFields>;

export const createEnquiryInput = enquiryFields;
export const ENQUIRY_SORT_FIELDS = ['createdAt', 'name'] as const;
export const listEnquiriesInput = listQuery(ENQUIRY_SORT_FIELDS);
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
  createdAt: Date;
}
