import { z } from 'zod';
import { PAYMENT_MODES, type PaymentMode } from '../billing/invoice.schemas';
import { LIMITS, optionalText, pickedId, recordDate, recordId, requiredName, rupees, wholeCount } from '../common/fields';
import { MSG, type MessageKey } from '../i18n/messages.en';

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

/** A limit a plan may set; none (blank) means no limit. `what` names the field in the common messages. */
const planLimit = (what: MessageKey, notWhole: MessageKey, notPositive: MessageKey) =>
  wholeCount(notWhole, what)
    .refine((count) => count > 0, notPositive)
    .nullish()
    .transform((count) => count ?? null);

/** A plan's length in whole months, 1 to 36 (the message says PLAN_MONTHS' bounds). */
const planMonths = wholeCount(MSG.subscriptions.validation.monthsWhole, MSG.common.fields.months).refine(
  (months) => months >= PLAN_MONTHS.min && months <= PLAN_MONTHS.max,
  MSG.subscriptions.validation.monthsRange,
);

const planFields = {
  name: requiredName(MSG.subscriptions.validation.planNameRequired),
  /** The yearly rate: one period costs `pricePerYear × months / 12`. */
  pricePerYear: rupees(MSG.subscriptions.validation.pricePerYearRequired, MSG.common.fields.pricePerYear).refine(
    (price) => price > 0,
    MSG.subscriptions.validation.pricePerYearPositive,
  ),
  maxTechnicians: planLimit(
    MSG.subscriptions.fields.techniciansLimit,
    MSG.subscriptions.validation.techniciansLimitWhole,
    MSG.subscriptions.validation.techniciansLimitAtLeastOne,
  ),
  maxCustomers: planLimit(
    MSG.subscriptions.fields.customersLimit,
    MSG.subscriptions.validation.customersLimitWhole,
    MSG.subscriptions.validation.customersLimitAtLeastOne,
  ),
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
  id: recordId(MSG.subscriptions.validation.invalidPlanId),
  data: z.object({
    ...planFields,
    /** Without it (or blank) the plan keeps its length. */
    months: planMonths.nullish().transform((months) => months ?? undefined),
    active: z.boolean({ error: MSG.subscriptions.validation.activeBoolean }),
  }),
});
export type UpdatePlanInput = z.input<typeof updatePlanInput>;
export type UpdatePlanFields = z.infer<typeof updatePlanInput>;

export const renewBusinessInput = z.object({
  /** The business, from the path. */
  id: recordId(MSG.subscriptions.validation.invalidBusinessId),
  planID: pickedId(MSG.subscriptions.validation.planRequired, MSG.subscriptions.fields.plan),
  amount: rupees(MSG.subscriptions.validation.amountRequired, MSG.common.fields.amount).refine(
    (amount) => amount > 0,
    MSG.subscriptions.validation.amountPositive,
  ),
  mode: z.enum(PAYMENT_MODES, { error: MSG.subscriptions.validation.modeUnknown }),
  paidOn: recordDate(MSG.common.fields.paymentDate),
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
