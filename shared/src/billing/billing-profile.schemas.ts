import { z } from 'zod';
import { LIMITS, optionalText, phoneNumber } from '../common/fields';
import { memberEmail } from '../employees/employee.schemas';
import { LANGUAGES } from '../i18n/language';
import { MSG, type MessageKey } from '../i18n/messages.en';
import { gstinProblem, gstinSchema, stateCodeSchema } from './gstin';
import { GST_RATES_BP } from './invoice-tax';

/*
 * A business's tax profile (the seller on its GST invoices): its legal name, GSTIN (none for an
 * unregistered shop, whose invoices are Bills of Supply), GST state, address with PIN, how its
 * invoices are numbered, whether the prices it enters include GST, and the rate its service
 * visits are billed at (SAC 9987).
 */

/** An optional text field that must match `pattern` when filled; blank means none (null). */
const optionalMatching = (pattern: RegExp, message: MessageKey, normalise: (text: string) => string = (text) => text) =>
  z
    .string({ error: message })
    .trim()
    .transform(normalise)
    .refine((value) => value === '' || pattern.test(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

/** A GST rate in percent as typed (18, 0.25), kept in basis points (1800, 25). */
export const gstRatePercent = (allowed: readonly number[], message: MessageKey = MSG.billing.validation.gstRate) =>
  z
    .number({ error: message })
    .transform((percent) => Math.round(percent * 100))
    .refine((bp) => allowed.includes(bp), message);

export const billingProfileInput = z
  .object({
    legalName: z
      .string({ error: MSG.billing.validation.legalNameRequired })
      .trim()
      .min(1, MSG.billing.validation.legalNameRequired)
      .max(LIMITS.name, MSG.billing.validation.legalNameTooLong),
    gstin: gstinSchema,
    stateCode: stateCodeSchema,
    address: z
      .string({ error: MSG.billing.validation.addressRequired })
      .trim()
      .min(1, MSG.billing.validation.addressRequired)
      .max(LIMITS.address, MSG.billing.validation.addressTooLong),
    pinCode: z
      .string({ error: MSG.billing.validation.pinCode })
      .trim()
      .regex(/^[1-9]\d{5}$/, MSG.billing.validation.pinCode),
    phoneNumber: phoneNumber(),
    email: memberEmail,
    upiId: optionalMatching(/^[\w.-]{2,256}@[a-zA-Z]{2,64}$/, MSG.billing.validation.upiId),
    bankAccountName: optionalText(LIMITS.name),
    bankAccountNumber: optionalMatching(/^\d{9,18}$/, MSG.billing.validation.bankAccountNumber),
    bankIfsc: optionalMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/, MSG.billing.validation.ifsc, (text) => text.toUpperCase()),
    bankName: optionalText(LIMITS.name),
    invoicePrefix: z
      .string({ error: MSG.billing.validation.invoicePrefix })
      .trim()
      .transform((text) => text.toUpperCase())
      .refine((text) => /^[A-Z0-9]{1,6}$/.test(text), MSG.billing.validation.invoicePrefix),
    pricesIncludeTax: z.boolean({ error: MSG.billing.validation.pricesIncludeTax }),
    serviceGstRate: gstRatePercent(GST_RATES_BP),
    terms: optionalText(LIMITS.message),
    /** The headings of its invoices and receipts: English, or English with Hindi ('hi'). Unchanged when not sent. */
    documentLanguage: z.enum(LANGUAGES, { error: MSG.common.generic.invalidInput }).optional(),
  })
  .superRefine((profile, context) => {
    // The GSTIN's first two digits are the state it was issued in: they must be the state chosen.
    const problem = profile.gstin ? gstinProblem(profile.gstin, profile.stateCode) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem.key, params: problem.params });
  });
export type BillingProfileInput = z.input<typeof billingProfileInput>;
export type BillingProfileFields = z.infer<typeof billingProfileInput>;

/** A saved profile as the API answers it: rates in percent again, as they were typed (the server always answers its documentLanguage). */
export type BillingProfile = Omit<BillingProfileFields, 'serviceGstRate' | 'stateCode'> & {
  stateCode: string;
  serviceGstRate: number;
  updatedAt: string;
};
