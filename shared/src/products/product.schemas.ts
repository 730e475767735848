import { z } from 'zod';
import { recordId, requiredName, rupees, wholeCount } from '../common/fields';
import { listQuery } from '../common/pagination';
import { GST_RATE_MESSAGE, gstRatePercent } from '../billing/billing-profile.schemas';
import { GST_RATES_BP } from '../billing/invoice-tax';

/** A pick list left empty sends '' or nothing; both mean "none". */
const optionalRecordId = (message: string) =>
  z
    .union([z.literal(''), recordId(message)], { error: message })
    .nullish()
    .transform((value) => value || null);

export const HSN_CODE_MESSAGE = 'HSN code is 4, 6 or 8 digits';

/**
 * The HSN code and GST rate a product is invoiced with. Left out of a request, each keeps what
 * is saved (a client that knows nothing of GST changes nothing of it); null or blank clears it.
 */
const hsnCode = z
  .string({ error: HSN_CODE_MESSAGE })
  .trim()
  .refine((code) => code === '' || /^(\d{4}|\d{6}|\d{8})$/.test(code), HSN_CODE_MESSAGE)
  .nullable()
  .transform((code) => code || null)
  .optional();
const gstRate = gstRatePercent(GST_RATES_BP, GST_RATE_MESSAGE).nullable().optional();

export const productFields = z.object({
  name: requiredName('Product name is required'),
  price: rupees('Price is required', 'Price'),
  quantity: wholeCount('Quantity is required', 'Quantity'),
  productCategoryId: optionalRecordId('Choose a valid product category'),
  productSubCategoryId: optionalRecordId('Choose a valid product sub-category'),
  hsnCode,
  gstRate,
});
export type ProductFields = z.infer<typeof productFields>;

export const createProductInput = productFields;
export const updateProductInput = z.object({ id: recordId(), data: productFields });

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'quantity', 'createdAt'] as const;
export const listProductsInput = listQuery(PRODUCT_SORT_FIELDS).extend({
  productCategoryId: recordId('Choose a valid product category').optional(),
});
export type ListProductsInput = z.infer<typeof listProductsInput>;

export const PRODUCT_OPTIONS_LIMIT = 20;

/** A pick list of products (customer and enquiry forms): the best few matches of what was typed. */
export const productOptionsInput = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
});
export type ProductOptionsInput = z.infer<typeof productOptionsInput>;

export interface Product {
  id: string;
  name: string;
  price: number;
  quantity: number;
  productCategoryId: string | null;
  productSubCategoryId: string | null;
  productCategory: { id: string; name: string } | null;
  productSubCategory: { id: string; name: string } | null;
  /** For GST invoices: null until set (the invoice screen says it is missing). */
  hsnCode: string | null;
  /** Percent (18, 0.25). */
  gstRate: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductOption {
  id: string;
  name: string;
  price: number;
}

/** The two cards above the product table. */
export interface ProductSummary {
  totalProducts: number;
  /** Σ price × quantity, in rupees. */
  totalInventoryValue: number;
}
