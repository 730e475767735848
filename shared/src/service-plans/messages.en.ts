import { servicePlansLabelsEn } from './labels.en';

/** What the server and the shared schemas say about service plans, in English (the spec's exact text). */
export const servicePlansMessagesEn = {
  /** Names of fields, filled into the common sentences ("Invalid Customer Product ID"). */
  fields: {
    customerProduct: 'Customer Product',
  },
  validation: {
    visitsRequired: 'Visits included is required',
    visitsOutOfRange: 'Visits included must be a whole number from {{minimum}} to {{maximum}}',
    employeeInvalid: 'Invalid Employee ID',
    startDateInvalid: 'Enter a valid start date',
    endDateInvalid: 'Enter a valid end date',
    endBeforeStart: 'End date must be after the start date',
    contractTooLong: 'A contract can run for at most {{years}} years',
    purchaseMissing: 'Select the purchase the contract covers',
    priceRequired: 'Price is required',
    amcStatusUnknown: 'Status must be active, expiring, expired, renewed or cancelled',
    purchaseIdInvalid: 'Invalid purchase ID',
    rangeUnknown: 'Range must be overdue, today, week or month',
    pinCodeInvalid: 'PIN code must be 6 digits',
    dueKindUnknown: 'Kind must be visit, warranty, amc or enquiry',
    channelUnknown: 'Channel must be whatsapp, sms or call',
    reminderKindUnknown: 'Kind must be visit, warranty or amc',
    templateRequired: {
      visit: 'The visit reminder is required',
      warranty: 'The warranty reminder is required',
      amc: 'The AMC reminder is required',
    },
    templateTooLong: 'A reminder must be at most {{maximum}} characters',
    unknownPlaceholder: 'Unknown placeholder {{named}}. Use {{allowed}}.',
    unknownPlaceholders: 'Unknown placeholders {{named}}. Use {{allowed}}.',
    serialNumber: 'Serial number may use letters, digits and / . _ - (up to 40)',
    serialOrPhone: 'Enter a serial number or a phone number',
  },
  errors: {
    contractNotFound: 'AMC contract not found.',
    purchaseNotFound: 'Purchase not found.',
    visitNotFound: 'Visit not found.',
    cancelledCannotChange: 'A cancelled contract cannot be changed.',
    cancelledCannotRenew: 'A cancelled contract cannot be renewed.',
    alreadyCancelled: 'This contract is already cancelled.',
    renewedCannotCancel: 'This contract has been renewed: cancel its renewal instead.',
  },
  rest: {
    amcList: 'AMC contracts fetched successfully',
    amcGet: 'AMC contract fetched successfully',
    amcCreated: 'AMC contract created successfully',
    amcUpdated: 'AMC contract updated successfully',
    amcRenewed: 'AMC contract renewed successfully',
    amcCancelled: 'AMC contract cancelled successfully',
    dueList: 'Due list fetched successfully',
    dueSummary: 'Due summary fetched successfully',
    reminderRecorded: 'Reminder recorded successfully',
    templates: 'Reminder texts fetched successfully',
    templatesSaved: 'Reminder texts saved successfully',
    warranty: 'Warranty fetched successfully',
  },
  /** Words both sides show: a contract's state, the due list's ranges and kinds, a warranty's state. */
  labels: servicePlansLabelsEn,
  /**
   * The texts reminders are sent with. Their `{placeholders}` (one brace) are Sevak's own, filled
   * in for each customer (reminder-message.ts), not the catalogue's.
   */
  reminders: {
    /** Sevak's texts, used until the business saves its own. */
    defaults: {
      visit: 'Namaste {customerName}, your {product} is due for service on {dueDate}. Reply to fix a time. - {shopName}, {shopPhone}',
      warranty:
        'Namaste {customerName}, the warranty of your {product} ends on {dueDate}. Ask us about an AMC to keep it serviced. - {shopName}, {shopPhone}',
      amc: 'Namaste {customerName}, the AMC of your {product} ends on {dueDate}. Renew it to keep your free services. - {shopName}, {shopPhone}',
    },
    /** An enquiry's follow-up (`{product}` is what they asked about). */
    enquiryFollowUp: 'Namaste {customerName}, thank you for asking us about {product}. May we help you choose? - {shopName}, {shopPhone}',
    /** What `{product}` says for a visit to a customer without a purchase. */
    noProduct: 'service visit',
    /** What it says for an enquiry that named no product. */
    noProductEnquired: 'our products',
  },
  /** The owner's morning mail, in the owner's language. */
  digest: {
    subject: "Today's due list for {{name}} — {{overdue}} overdue, {{today}} today",
    greeting: 'Good morning, {{name}}.',
    intro: 'Your due list on {{date}}:',
    more: 'and {{count}} more on the due list',
    footer: "{{app}} sends this once each morning to the business owner's e-mail.",
    unassigned: 'Unassigned',
    columns: {
      when: 'When',
      customer: 'Customer',
      phone: 'Phone',
      product: 'Product',
      technician: 'Technician',
      kind: 'Kind',
    },
  },
};
