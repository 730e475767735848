import { z } from 'zod';
import { gstinProblem, gstinSchema, stateCodeSchema } from '../billing/gstin';
import { calendarDate, LIMITS, optionalText, phoneNumber, pickedId, recordDate, recordId, requiredName, rupees } from '../common/fields';
import { listQuery } from '../common/pagination';
import { memberEmail, memberNewPassword } from '../employees/employee.schemas';
import { optionalSerialNumber } from '../service-plans/service-plan.schemas';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WARRANTY_ORDER_MESSAGE = 'Warranty end must be on or after warranty start';
/** The longest warranty a shop gives: a compressor's, ten years. */
export const MAX_WARRANTY_YEARS = 10;
const WARRANTY_LENGTH_MESSAGE = `Warranty end must be within ${MAX_WARRANTY_YEARS} years of warranty start`;

/**
 * One purchase: the invoice line and its warranty. Price defaults to the product's price,
 * warranty start to the invoice date and warranty end to one year after the start.
 */
const purchaseShape = {
  productId: pickedId('Select a product', 'Product'),
  invoiceDate: recordDate('Invoice date'),
  billNumber: z
    .string({ error: 'Bill number is required' })
    .trim()
    .min(1, 'Bill number is required')
    .max(LIMITS.billNumber, `Bill number must be at most ${LIMITS.billNumber} characters`),
  // A cleared form field arrives as '' or null: that means "the product's price", not a bad amount.
  price: z.preprocess((value) => (value === '' || value === null ? undefined : value), rupees('Price is required', 'Price').optional()),
  warrantyStartDate: recordDate('Warranty start date').nullish(),
  warrantyEndDate: calendarDate('Enter a valid warranty end date').nullish(),
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
      { message: WARRANTY_ORDER_MESSAGE, path: ['warrantyEndDate'], when: bothDays },
    )
    .refine(
      (value) => {
        const { start, end } = warrantyOf(value);
        return !end || !start || end <= addYears(start, MAX_WARRANTY_YEARS);
      },
      { message: WARRANTY_LENGTH_MESSAGE, path: ['warrantyEndDate'], when: bothDays },
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
  fullname: requiredName('Customer name is required'),
  phoneNumber: phoneNumber(),
  email: memberEmail,
  address: optionalText(LIMITS.address),
  password: memberNewPassword,
  // For GST invoices. Left out of a request, each keeps what is saved; null clears it.
  gstin: gstinSchema.optional(),
  /** The place of supply; none means the business's own state. */
  stateCode: stateCodeSchema.nullable().optional(),
};

/** A buyer's GSTIN was issued in their state: the two must agree when both are given. */
function gstinInItsState<T extends z.ZodType<{ gstin?: string | null | undefined; stateCode?: string | null | undefined }>>(schema: T) {
  return schema.superRefine((value, context) => {
    const problem = value.gstin && value.stateCode ? gstinProblem(value.gstin, value.stateCode) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
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
 * to them when they are saved.
 */
const createCustomerObject = customerFieldsObject.extend({ fromEnquiryId: recordId('Invalid enquiry ID').optional() });
export const createCustomerInput = gstinInItsState(warrantyInOrder(createCustomerObject));
export type CreateCustomerInput = z.infer<typeof createCustomerObject>;

/** The same form on update; the purchase it edits is `customerProductId`, by default the first. */
const customerUpdateObject = customerFieldsObject.extend({ customerProductId: recordId('Invalid purchase ID').optional() });
export const updateCustomerInput = z.object({ id: recordId(), data: gstinInItsState(warrantyInOrder(customerUpdateObject)) });
export type CustomerUpdateFields = z.infer<typeof customerUpdateObject>;

export const addCustomerProductInput = z.object({ customerId: recordId('Invalid customer ID'), data: purchaseFields });
export const updateCustomerProductInput = z.object({
  customerId: recordId('Invalid customer ID'),
  customerProductId: recordId('Invalid purchase ID'),
  data: purchaseFields,
});
export const removeCustomerProductInput = z.object({
  customerId: recordId('Invalid customer ID'),
  customerProductId: recordId('Invalid purchase ID'),
});

export const CUSTOMER_SORT_FIELDS = ['fullname', 'phoneNumber', 'createdAt'] as const;
export const listCustomersInput = listQuery(CUSTOMER_SORT_FIELDS);
export type ListCustomersInput = z.infer<typeof listCustomersInput>;

/** The visit form's customer pick list. */
export const customerOptionsInput = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
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
  user: { id: string; fullname: string; address: string | null; phoneNumber: string; email: string | null };
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
