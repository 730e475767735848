import { z } from 'zod';
import { recordId, requiredName, rupees, wholeCount } from '../common/fields';
import { MSG, type MessageKey } from '../i18n/messages.en';
import { listQuery } from '../common/pagination';
import { gstRatePercent } from '../billing/billing-profile.schemas';
import { GST_RATES_BP } from '../billing/invoice-tax';

/** A pick list left empty sends '' or nothing; both mean "none". */
const optionalRecordId = (message: MessageKey) =>
  z
    .union([z.literal(''), recordId(message)], { error: message })
    .nullish()
    .transform((value) => value || null);

/**
 * The HSN code and GST rate a product is invoiced with. Left out of a request, each keeps what
 * is saved (a client that knows nothing of GST changes nothing of it); null or blank clears it.
 */
const hsnCode = z
  .string({ error: MSG.products.validation.hsnCode })
  .trim()
  .refine((code) => code === '' || /^(\d{4}|\d{6}|\d{8})$/.test(code), MSG.products.validation.hsnCode)
  .nullable()
  .transform((code) => code || null)
  .optional();
const gstRate = gstRatePercent(GST_RATES_BP, MSG.billing.validation.gstRate).nullable().optional();

export const productFields = z.object({
  name: requiredName(MSG.products.validation.nameRequired),
  price: rupees(MSG.products.validation.priceRequired, MSG.common.fields.price),
  quantity: wholeCount(MSG.products.validation.quantityRequired, MSG.common.fields.quantity),
  productCategoryId: optionalRecordId(MSG.products.validation.categoryInvalid),
  productSubCategoryId: optionalRecordId(MSG.products.validation.subCategoryInvalid),
  hsnCode,
  gstRate,
});
export type ProductFields = z.infer<typeof productFields>;

export const createProductInput = productFields;
export const updateProductInput = z.object({ id: recordId(), data: productFields });

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'quantity', 'createdAt'] as const;
export const listProductsInput = listQuery(PRODUCT_SORT_FIELDS).extend({
  productCategoryId: recordId(MSG.products.validation.categoryInvalid).optional(),
});
export type ListProductsInput = z.infer<typeof listProductsInput>;

export const PRODUCT_OPTIONS_LIMIT = 20;

/** A pick list of products (customer and enquiry forms): the best few matches of what was typed. */
export const productOptionsInput = z.object({
  search: z.string().trim().max(100, MSG.products.validation.searchTooLong).default(''),
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
