import { trpc } from './trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * What each kind of change makes stale: every list, card, pick list and report that shows what
 * changed. A mutation names its change (`refreshes: 'visit'`, lib/notify.ts); no screen picks
 * its own, so a change refreshes the same screens wherever it is made.
 */
const STALE_AFTER = {
  // The visit table and its cards, the dashboard's figures and today's visits, the service
  // report, each employee's visit count and history, the due list (the schedule is a visit
  // query), and a contract's visits done and the warranty look-up's next visit.
  visit: (utils) => [
    utils.admin.visits,
    utils.admin.dashboard,
    utils.admin.reports,
    utils.admin.employees,
    utils.admin.due,
    utils.admin.amc,
    utils.admin.warranty,
  ],
  // A reminder sent: the due list's "Reminded 2 days ago".
  reminder: (utils) => [utils.admin.due],
  // The business's reminder texts: the texts the due list's links carry.
  reminderTexts: (utils) => [utils.admin.reminders, utils.admin.due],
  // Products and their pick lists; a product's name shows on purchases, enquiries, visits and
  // reports, and its price and stock on the dashboard.
  product: (utils) => [
    utils.admin.products,
    utils.admin.customers,
    utils.admin.enquiries,
    utils.admin.visits,
    utils.admin.dashboard,
    utils.admin.reports,
  ],
  // A category's name shows beside its sub-categories and products.
  productCategory: (utils) => [utils.admin.productCategories, utils.admin.productSubCategories, utils.admin.products],
  productSubCategory: (utils) => [utils.admin.productSubCategories, utils.admin.products],
  // An employee's name shows on visits, the dashboard's visits and the service report.
  employee: (utils) => [utils.admin.employees, utils.admin.visits, utils.admin.dashboard, utils.admin.reports],
  // Customers and their purchases: the visit form's pick list, visits, the dashboard's counts and
  // revenue, the product report, and a purchase's serial number on its contracts and look-up; an
  // enquiry converted to the customer (its follow-up leaves the due list), or one whose customer
  // was deleted.
  customer: (utils) => [
    utils.admin.customers,
    utils.admin.visits,
    utils.admin.dashboard,
    utils.admin.reports,
    utils.admin.amc,
    utils.admin.warranty,
    utils.admin.enquiries,
    utils.admin.due,
  ],
  // Enquiries, the dashboard's follow-ups (an enquiry list) and the due list's.
  enquiry: (utils) => [utils.admin.enquiries, utils.admin.due],
  // A customer's request for service: their list of requests on the portal.
  serviceRequest: (utils) => [utils.customer.serviceRequests],
  // A query, a reply or a thread read: the business's queries and the top bar's unread count.
  helpDeskQuery: (utils) => [utils.admin.helpDesk],
  // The operator's reply or a ticket's status: the operator's tickets.
  helpDeskTicket: (utils) => [utils.superadmin.helpDeskTickets],
  // The operator's tickets name each business; the console counts businesses by their dates.
  business: (utils) => [utils.superadmin.businesses, utils.superadmin.helpDeskTickets, utils.superadmin.console],
  // A renewal moves the business's expiry date and adds to its history; a plan shows in the renew dialog.
  // The console's counts and revenue move at once. The renewals list is only marked stale: a
  // renewed row stays on screen, its dialog and receipt with it, until the list is next shown.
  subscription: (utils) => [
    utils.superadmin.businesses,
    utils.superadmin.subscriptions,
    utils.superadmin.console.summary,
    { invalidate: () => utils.superadmin.console.renewals.invalidate(undefined, { refetchType: 'none' }) },
  ],
  // The tax profile: the seller on new invoices and on the billing screens.
  billingProfile: (utils) => [utils.admin.billing],
  // An invoice or its credit note: the invoice list, what is left to bill, statements, the
  // dashboard's billing figures, the GST summary, a billed visit's balance, a billed contract and
  // the warranty look-up's GST invoice.
  invoice: (utils) => [utils.admin.invoices, utils.admin.billing, utils.admin.payments, utils.admin.amc, utils.admin.warranty],
  // A payment changes an invoice's or a visit's balance and status, and the month's collection.
  payment: (utils) => [utils.admin.invoices, utils.admin.billing, utils.admin.payments, utils.admin.visits, utils.admin.dashboard],
  // An AMC contract and its planned visits: the contracts, the warranty look-up's AMC state, and
  // every screen the visits show on.
  amc: (utils) => [utils.admin.amc, utils.admin.warranty, utils.admin.visits, utils.admin.due, utils.admin.dashboard, utils.admin.employees],
  // The top bar's greeting and avatar come from the signed-in user.
  profile: (utils) => [utils.admin.profile, utils.users.me],
} satisfies Record<string, (utils: Utils) => { invalidate: () => Promise<void> }[]>;

export type Change = keyof typeof STALE_AFTER;

/** `refresh(change)`: refetches what is on screen, and marks the rest stale, of all a change touches. */
export function useRefresh() {
  const utils = trpc.useUtils();
  return async (change: Change) => {
    await Promise.all(STALE_AFTER[change](utils).map((queries) => queries.invalidate()));
  };
}
