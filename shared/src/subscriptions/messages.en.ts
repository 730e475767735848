/** What the server and the shared schemas say about subscriptions, in English (the spec's exact text). */
export const subscriptionsMessagesEn = {
  /** Names of fields, filled into the common sentences ("Technicians limit cannot be negative", "Invalid plan ID"). */
  fields: {
    techniciansLimit: 'Technicians limit',
    customersLimit: 'Customers limit',
    plan: 'plan',
  },
  validation: {
    planNameRequired: 'Plan name is required',
    pricePerYearRequired: 'Price per year is required',
    pricePerYearPositive: 'Price per year must be more than zero',
    techniciansLimitWhole: 'Technicians limit must be a whole number',
    techniciansLimitAtLeastOne: 'Technicians limit must be at least 1, or blank for no limit',
    customersLimitWhole: 'Customers limit must be a whole number',
    customersLimitAtLeastOne: 'Customers limit must be at least 1, or blank for no limit',
    monthsWhole: 'Months must be a whole number',
    // PLAN_MONTHS.min and .max (subscription.schemas.ts).
    monthsRange: 'Months must be between 1 and 36',
    invalidPlanId: 'Invalid plan ID',
    activeBoolean: 'Active must be true or false',
    invalidBusinessId: 'Invalid business ID',
    planRequired: 'Select a plan',
    amountRequired: 'Amount is required',
    amountPositive: 'Amount must be more than zero',
    modeUnknown: 'Mode must be CASH, UPI, CARD, BANK_TRANSFER or CHEQUE',
  },
  errors: {
    planNameTaken: 'A plan with this name already exists.',
    planNotFound: 'Plan not found.',
    subscriptionNotFound: 'Subscription not found.',
    paidAfterToday: 'Payment date cannot be after today ({{today}}).',
    planOffSale: 'The {{plan}} plan is no longer on sale: choose another plan.',
    /** `allowed`: "1 technician", "500 customers" (`allowed` below). */
    planLimitReached: 'The {{plan}} plan allows {{allowed}}, and this business has {{count}}. Ask Sevak support about a bigger plan.',
  },
  /** What a plan allows, in the refusal above. */
  allowed: {
    technicians: { one: '1 technician', many: '{{count}} technicians' },
    customers: { one: '1 customer', many: '{{count}} customers' },
  },
  rest: {
    plans: 'Plans fetched successfully',
    planCreated: 'Plan created successfully',
    planUpdated: 'Plan updated successfully',
    renewed: 'Business renewed successfully',
    history: 'Subscriptions fetched successfully',
    receiptPdf: 'The subscription receipt as a PDF (application/pdf)',
    own: 'Subscription fetched successfully',
  },
};
