import { z } from 'zod';
import { gstinProblem, gstinSchema, stateCodeSchema } from '../billing/gstin';
import { addMessageIssue, calendarDate, LIMITS, optionalText, phoneNumber, pickedId, recordDate, recordId, requiredName, rupees } from '../common/fields';
import { listQuery } from '../common/pagination';
import { memberEmail, memberNewPassword } from '../employees/employee.schemas';
import { LANGUAGES, type Language } from '../i18n/language';
import { message, MSG, type Message, type MessageKey } from '../i18n/messages.en';
import { optionalSerialNumber } from '../service-plans/service-plan.schemas';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest warranty a shop gives: a compressor's, ten years (the number its message says). */
export const MAX_WARRANTY_YEARS = 10;

/**
 * The language of a customer's messages (their reminders, their portal's first screen), kept on
 * their account. Left out of a new customer it is English; left out of an update it stays.
 */
export const customerLanguage = z.enum(LANGUAGES, { error: MSG.customers.validation.languageInvalid });

/** A check's answer as a message: a key, or, from a rule still written in English, its sentence as it is. */
export const messageOfProblem = (problem: string | Message): Message => (typeof problem === 'string' ? { key: problem as MessageKey } : problem);

/**
 * A record date the form must have: left out (or null), it is told as a malformed one is, naming
 * the field ("Enter a valid invoice date"), not as a value of the wrong type.
 */
const requiredRecordDate = (what: MessageKey) =>
  recordDate(what)
    .nullish()
    .transform((day, ctx) => {
      if (day !== null && day !== undefined) return day;
      addMessageIssue(ctx, message(MSG.common.validation.recordDateInvalid, { what: message(what) }));
      return z.NEVER;
    });

/**
 * One purchase: the invoice line and its warranty. Price defaults to the product's price,
 * warranty start to the invoice date and warranty end to one year after the start.
 */
const purchaseShape = {
  productId: pickedId(MSG.customers.validation.productRequired, MSG.customers.fields.product),
  invoiceDate: requiredRecordDate(MSG.common.fields.invoiceDate),
  billNumber: z
    .string({ error: MSG.customers.validation.billNumberRequired })
    .trim()
    .min(1, MSG.customers.validation.billNumberRequired)
    .max(LIMITS.billNumber, MSG.customers.validation.billNumberTooLong),
  // A cleared form field arrives as '' or null: that means "the product's price", not a bad amount.
  price: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    rupees(MSG.customers.validation.priceRequired, MSG.common.fields.price).optional(),
  ),
  warrantyStartDate: recordDate(MSG.common.fields.warrantyStartDate).nullish(),
  warrantyEndDate: calendarDate(MSG.customers.validation.warrantyEndInvalid).nullish(),
  // Left out of a request, it keeps what is saved; blank or null clears it.
  serialNumber: optionalSerialNumber.optional(),
};

/**
 * Warranty end before its start, or more than MAX_WARRANTY_YEARS after it, is refused; checked
 * even while other fields are still wrong.
 */
const warrantyInOrder = <T extends z.ZodObject>(schema: T) => {
  const warrantyOf = (value: unknown) => {
    const { invoiceDate, warrantyStartDate, warrantyEndDate } = (value ?? {}) as Partial<PurchaseFields>;
    return { start: warrantyStartDate ?? invoiceDate, end: warrantyEndDate };
  };
  const bothDays = (payload: { value: unknown }) => {
    const { start, end } = warrantyOf(payload.value);
    return typeof start === 'string' && typeof end === 'string' && CALENDAR_DAY.test(start) && CALENDAR_DAY.test(end);
  };
  return schema
    .refine(
      (value) => {
        const { start, end } = warrantyOf(value);
        return !end || !start || end >= start;
      },
      { message: MSG.customers.validation.warrantyEndBeforeStart, path: ['warrantyEndDate'], when: bothDays },
    )
    .refine(
      (value) => {
        const { start, end } = warrantyOf(value);
        return !end || !start || end <= addYears(start, MAX_WARRANTY_YEARS);
      },
      { message: MSG.customers.validation.warrantyTooLong, path: ['warrantyEndDate'], when: bothDays },
    );
};

/** 'YYYY-MM-DD' `years` later (29 February becomes 1 March in a common year). */
function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

const purchaseFieldsObject = z.object(purchaseShape);
export const purchaseFields = warrantyInOrder(purchaseFieldsObject);
export type PurchaseFields = z.infer<typeof purchaseFieldsObject>;

const customerShape = {
  fullname: requiredName(MSG.customers.validation.nameRequired),
  phoneNumber: phoneNumber(),
  email: memberEmail,
  address: optionalText(LIMITS.address),
  password: memberNewPassword,
  // For GST invoices. Left out of a request, each keeps what is saved; null clears it.
  gstin: gstinSchema.optional(),
  /** The place of supply; none means the business's own state. */
  stateCode: stateCodeSchema.nullable().optional(),
  /** The customer's language ('en' or 'hi'); left out of an update, it keeps what is saved. */
  language: customerLanguage.optional(),
};

/** A buyer's GSTIN was issued in their state: the two must agree when both are given. */
function gstinInItsState<T extends z.ZodType<{ gstin?: string | null | undefined; stateCode?: string | null | undefined }>>(schema: T) {
  return schema.superRefine((value, context) => {
    const problem = value.gstin && value.stateCode ? gstinProblem(value.gstin, value.stateCode) : null;
    if (!problem) return;
    const { key, params } = messageOfProblem(problem);
    context.addIssue({ code: 'custom', path: ['gstin'], message: key, ...(params ? { params } : {}) });
  });
}

/** The customer form: the person and their first purchase. */
const customerFieldsObject = z.object({ ...customerShape, ...purchaseShape });
export const customerFields = gstinInItsState(warrantyInOrder(customerFieldsObject));
export type CustomerFields = z.infer<typeof customerFieldsObject>;

/** The form's person alone: a known customer's details changed without touching a purchase (a CSV import's row). */
export const customerPersonFields = gstinInItsState(z.object(customerShape));

/**
 * A new customer; with `fromEnquiryId`, the enquiry they came from, which is marked converted
 * to them when they are saved. Without a language they are English.
 */
const createCustomerObject = customerFieldsObject.extend({
  fromEnquiryId: recordId(MSG.customers.validation.invalidEnquiryId).optional(),
  language: customerLanguage.default('en'),
});
export const createCustomerInput = gstinInItsState(warrantyInOrder(createCustomerObject));
export type CreateCustomerInput = z.infer<typeof createCustomerObject>;

/** The same form on update; the purchase it edits is `customerProductId`, by default the first. */
const customerUpdateObject = customerFieldsObject.extend({ customerProductId: recordId(MSG.customers.validation.invalidPurchaseId).optional() });
export const updateCustomerInput = z.object({ id: recordId(), data: gstinInItsState(warrantyInOrder(customerUpdateObject)) });
export type CustomerUpdateFields = z.infer<typeof customerUpdateObject>;

export const addCustomerProductInput = z.object({ customerId: recordId(MSG.customers.validation.invalidCustomerId), data: purchaseFields });
export const updateCustomerProductInput = z.object({
  customerId: recordId(MSG.customers.validation.invalidCustomerId),
  customerProductId: recordId(MSG.customers.validation.invalidPurchaseId),
  data: purchaseFields,
});
export const removeCustomerProductInput = z.object({
  customerId: recordId(MSG.customers.validation.invalidCustomerId),
  customerProductId: recordId(MSG.customers.validation.invalidPurchaseId),
});

export const CUSTOMER_SORT_FIELDS = ['fullname', 'phoneNumber', 'createdAt'] as const;
export const listCustomersInput = listQuery(CUSTOMER_SORT_FIELDS);
export type ListCustomersInput = z.infer<typeof listCustomersInput>;

/** The visit form's customer pick list. */
export const customerOptionsInput = z.object({
  search: z.string().trim().max(100, MSG.customers.validation.searchTooLong).default(''),
});
export type CustomerOptionsInput = z.infer<typeof customerOptionsInput>;

export interface CustomerPurchase {
  id: string;
  productID: string;
  product: { id: string; name: string; price: number };
  invoiceDate: string;
  billNumber: string;
  price: number;
  warrantyStartDate: string;
  warrantyEndDate: string;
  /** In capitals, unique within the business; null when none was recorded. */
  serialNumber: string | null;
}

export interface Customer {
  id: string;
  user: {
    id: string;
    fullname: string;
    address: string | null;
    phoneNumber: string;
    email: string | null;
    /** The language of the customer's reminders and portal. */
    language: Language;
  };
  /** A registered buyer's GSTIN; null for a consumer. */
  gstin: string | null;
  /** The place of supply; null: the business's own state. */
  stateCode: string | null;
  /** Oldest invoice first: the first entry is the customer's first purchase. */
  customerProduct: CustomerPurchase[];
  createdAt: Date;
}

/**
 * What the visit form needs of a customer: the service address, the installation date (the first
 * purchase's warranty start) and the purchases a visit may service.
 */
export interface CustomerOption {
  id: string;
  fullname: string;
  phoneNumber: string;
  address: string | null;
  firstPurchase: { id: string; warrantyStartDate: string } | null;
  purchases: { id: string; productName: string }[];
}

/** A customer's invoice: the customer, their purchases and the business that sold them. */
export interface CustomerInvoice {
  customer: Customer;
  business: { name: string; address: string | null; phoneNumber: string; email: string | null; logo: string | null };
}
