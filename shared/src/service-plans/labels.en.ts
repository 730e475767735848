/**
 * The service plans words both sides show as labels (states, kinds), in English: part of
 * `servicePlansMessagesEn`, and a module of their own so a screen that needs only these words (the
 * technician's first screen) does not load every sentence of the feature.
 */
export const servicePlansLabelsEn = {
  amcStatus: {
    active: 'Active',
    expiring: 'Expiring',
    expired: 'Expired',
    renewed: 'Renewed',
    cancelled: 'Cancelled',
  },
  dueRange: {
    overdue: 'Overdue',
    today: 'Today',
    week: 'This week',
    month: 'Next 30 days',
  },
  dueKind: {
    visit: 'Service visit',
    warranty: 'Warranty ending',
    amc: 'AMC ending',
    enquiry: 'Enquiry follow-up',
  },
  reminderChannel: {
    whatsapp: 'WhatsApp',
    sms: 'SMS',
    call: 'Call',
  },
  warranty: {
    inWarranty: 'In warranty',
    expiresToday: 'Expires today',
    expiresInDay: 'Expires in {{count}} day',
    expiresInDays: 'Expires in {{count}} days',
    expired: 'Expired',
  },
  /** How often a contract's visits come. */
  interval: {
    everyMonth: 'every month',
    everyMonths: 'every {{count}} months',
    everyDay: 'every day',
    everyDays: 'every {{count}} days',
  },
};
