import { z } from 'zod';
import { PAYMENT_MODES, type PaymentMode } from '../billing/invoice.schemas';
import { LIMITS, optionalText, pickedId, recordDate, recordId, requiredName, rupees, wholeCount } from '../common/fields';

/*
 * What a business pays the platform (issue 18): the operator's plans, each a length in months and
 * a yearly rate, and each business's subscriptions — a period of access bought on a plan, the
 * payment received and the operator's receipt. Renewing extends the access period by the plan's
 * months from the later of today and the day after the current expiry.
 */

/** How long a plan's period may be, in whole months; a plan without one runs a year. */
export const PLAN_MONTHS = { min: 1, max: 36, default: 12 } as const;

/** What one period of `plan` costs: its yearly rate for its months, rounded to the rupee. */
export function pricePerPeriod(plan: Pick<Plan, 'pricePerYear' | 'months'>): number {
  // In paise, so 0.1 + 0.2 never shows: the division by 1200 is then exact or correctly rounded.
  return Math.round((Math.round(plan.pricePerYear * 100) * plan.months) / 1200);
}

/** "1 month", "6 months". */
export function planLength(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** A limit a plan may set; none (blank) means no limit. */
const planLimit = (what: string) =>
  wholeCount(`${what} must be a whole number`, what)
    .refine((count) => count > 0, `${what} must be at least 1, or blank for no limit`)
    .nullish()
    .transform((count) => count ?? null);

/** A plan's length in whole months, 1 to 36. */
const planMonths = wholeCount('Months must be a whole number', 'Months').refine(
  (months) => months >= PLAN_MONTHS.min && months <= PLAN_MONTHS.max,
  `Months must be between ${PLAN_MONTHS.min} and ${PLAN_MONTHS.max}`,
);

const planFields = {
  name: requiredName('Plan name is required'),
  /** The yearly rate: one period costs `pricePerYear × months / 12`. */
  pricePerYear: rupees('Price per year is required', 'Price per year').refine((price) => price > 0, 'Price per year must be more than zero'),
  maxTechnicians: planLimit('Technicians limit'),
  maxCustomers: planLimit('Customers limit'),
};

/** A new plan; without `months` (or blank) it runs a year. */
export const createPlanInput = z.object({
  ...planFields,
  months: planMonths.nullish().transform((months) => months ?? PLAN_MONTHS.default),
});
export type CreatePlanInput = z.input<typeof createPlanInput>;
export type CreatePlanFields = z.infer<typeof createPlanInput>;

/** A plan changed, or taken off sale (`active: false`): businesses on it keep what they paid for. */
export const updatePlanInput = z.object({
  id: recordId('Invalid plan ID'),
  data: z.object({
    ...planFields,
    /** Without it (or blank) the plan keeps its length. */
    months: planMonths.nullish().transform((months) => months ?? undefined),
    active: z.boolean({ error: 'Active must be true or false' }),
  }),
});
export type UpdatePlanInput = z.input<typeof updatePlanInput>;
export type UpdatePlanFields = z.infer<typeof updatePlanInput>;

export const SUBSCRIPTION_MODE_MESSAGE = 'Mode must be CASH, UPI, CARD, BANK_TRANSFER or CHEQUE';

export const renewBusinessInput = z.object({
  /** The business, from the path. */
  id: recordId('Invalid business ID'),
  planID: pickedId('Select a plan', 'plan'),
  amount: rupees('Amount is required', 'Amount').refine((amount) => amount > 0, 'Amount must be more than zero'),
  mode: z.enum(PAYMENT_MODES, { error: SUBSCRIPTION_MODE_MESSAGE }),
  paidOn: recordDate('Payment date'),
  reference: optionalText(LIMITS.name),
});
export type RenewBusinessInput = z.input<typeof renewBusinessInput>;
export type RenewBusinessFields = z.infer<typeof renewBusinessInput>;

export interface Plan {
  id: string;
  name: string;
  /** The length of one period, in whole months (1–36). */
  months: number;
  /** The yearly rate; one period costs `pricePerPeriod(plan)`. */
  pricePerYear: number;
  /** Null: no limit. */
  maxTechnicians: number | null;
  maxCustomers: number | null;
  active: boolean;
  createdAt: string;
}

/** One payment for a period of access, as the history, the receipt and the business's dashboard show it. */
export interface Subscription {
  id: string;
  businessID: string;
  planID: string;
  planName: string;
  periodStart: string;
  periodEnd: string;
  amount: number;
  mode: PaymentMode;
  paidOn: string;
  reference: string | null;
  receiptNumber: string;
  createdAt: string;
}

/** What a renewal answers: the access period's new last day, and the subscription recorded. */
export interface RenewedBusiness {
  expiryDate: string;
  subscription: Subscription;
}

/** The business's own view: its access period, the plan it last paid for, and the plans on sale. */
export interface OwnSubscription {
  startDate: string;
  expiryDate: string;
  /** Days from today to the expiry date (0 on the last day; negative once it has passed). */
  daysLeft: number;
  current: Subscription | null;
  plans: Plan[];
}
