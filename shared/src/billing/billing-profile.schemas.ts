import { z } from 'zod';
import { LIMITS, optionalText, phoneNumber } from '../common/fields';
import { memberEmail } from '../employees/employee.schemas';
import { gstinProblem, gstinSchema, stateCodeSchema } from './gstin';
import { GST_RATES_BP } from './invoice-tax';

/*
 * A business's tax profile (the seller on its GST invoices): its legal name, GSTIN (none for an
 * unregistered shop, whose invoices are Bills of Supply), GST state, address with PIN, how its
 * invoices are numbered, whether the prices it enters include GST, and the rate its service
 * visits are billed at (SAC 9987).
 */

/** An optional text field that must match `pattern` when filled; blank means none (null). */
const optionalMatching = (pattern: RegExp, message: string, normalise: (text: string) => string = (text) => text) =>
  z
    .string({ error: message })
    .trim()
    .transform(normalise)
    .refine((value) => value === '' || pattern.test(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

/** A GST rate in percent as typed (18, 0.25), kept in basis points (1800, 25). */
export const gstRatePercent = (allowed: readonly number[], message: string) =>
  z
    .number({ error: message })
    .transform((percent) => Math.round(percent * 100))
    .refine((bp) => allowed.includes(bp), message);

export const GST_RATE_MESSAGE = 'Choose a GST rate: 0, 0.25, 3, 5, 18 or 40 %';

export const billingProfileInput = z
  .object({
    legalName: z
      .string({ error: 'Legal name is required' })
      .trim()
      .min(1, 'Legal name is required')
      .max(LIMITS.name, `Legal name must be at most ${LIMITS.name} characters`),
    gstin: gstinSchema,
    stateCode: stateCodeSchema,
    address: z
      .string({ error: 'Address is required' })
      .trim()
      .min(1, 'Address is required')
      .max(LIMITS.address, `Address must be at most ${LIMITS.address} characters`),
    pinCode: z
      .string({ error: 'Enter a 6-digit PIN code' })
      .trim()
      .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code'),
    phoneNumber: phoneNumber(),
    email: memberEmail,
    upiId: optionalMatching(/^[\w.-]{2,256}@[a-zA-Z]{2,64}$/, 'Enter a UPI ID like shopname@okhdfcbank'),
    bankAccountName: optionalText(LIMITS.name),
    bankAccountNumber: optionalMatching(/^\d{9,18}$/, 'A bank account number is 9 to 18 digits'),
    bankIfsc: optionalMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter an IFSC like HDFC0001234', (text) => text.toUpperCase()),
    bankName: optionalText(LIMITS.name),
    invoicePrefix: z
      .string({ error: 'Invoice prefix: 1 to 6 letters or digits' })
      .trim()
      .transform((text) => text.toUpperCase())
      .refine((text) => /^[A-Z0-9]{1,6}$/.test(text), 'Invoice prefix: 1 to 6 letters or digits'),
    pricesIncludeTax: z.boolean({ error: 'Say whether prices include GST' }),
    serviceGstRate: gstRatePercent(GST_RATES_BP, GST_RATE_MESSAGE),
    terms: optionalText(LIMITS.message),
  })
  .superRefine((profile, context) => {
    // The GSTIN's first two digits are the state it was issued in: they must be the state chosen.
    const problem = profile.gstin ? gstinProblem(profile.gstin, profile.stateCode) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type BillingProfileInput = z.input<typeof billingProfileInput>;
export type BillingProfileFields = z.infer<typeof billingProfileInput>;

/** A saved profile as the API answers it: rates in percent again, as they were typed. */
export type BillingProfile = Omit<BillingProfileFields, 'serviceGstRate' | 'stateCode'> & {
  stateCode: string;
  serviceGstRate: number;
  updatedAt: string;
};
