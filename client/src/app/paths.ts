import { LANDING_ROUTE, type RenewalWindow, type VisitFilter } from '@sevak/shared';

/** A route with an id in it: the pattern the router matches and the link to one record. */
function withId(pattern: `${string}/:id`) {
  const prefix = pattern.slice(0, -':id'.length);
  return { pattern, to: (id: string) => `${prefix}${encodeURIComponent(id)}` };
}

/**
 * Every path the client knows, in one place (spec §2). Pages link with these, the router
 * registers them, and the sidebar lists them; a renamed path changes here only.
 */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  signIn: '/signin',
  signUp: '/signup',
  superadmin: {
    dashboard: LANDING_ROUTE.SUPERADMIN,
    helpdesk: '/superadmin/helpdesk',
    changePassword: '/superadmin/password',
    /** Sign-ins and changes to businesses and their accounts, across every business. */
    activity: '/superadmin/activity',
    /** The plans a business renews on: their yearly prices and limits. */
    plans: '/superadmin/plans',
    /** Businesses due to renew: expiring within 7 or 30 days, or expired in the last 30. */
    renewals: '/superadmin/renewals',
    renewalsWithin: (within: RenewalWindow) => `/superadmin/renewals?${new URLSearchParams({ within })}`,
  },
  admin: {
    dashboard: LANDING_ROUTE.ADMIN,
    customers: '/customer',
    /** Customers with their purchases from a CSV file: upload, columns, a dry run of every row, then import. */
    importCustomers: '/customer/import',
    /** Create Order filled from an enquiry: saving the customer converts the enquiry. */
    customerFromEnquiry: (enquiryId: string) => `/customer?${new URLSearchParams({ fromEnquiry: enquiryId })}`,
    enquiries: '/enquiry',
    /** The enquiries whose follow-up is due: today's and the overdue ones (the dashboard's card). */
    followUpsDue: '/enquiry?followUp=due',
    /** The enquiries of one person, found by their phone (a due list row). */
    enquiriesOf: (phoneNumber: string) => `/enquiry?${new URLSearchParams({ search: phoneNumber })}`,
    productCategories: '/product-category',
    productSubCategories: '/product-subcategory',
    products: '/product',
    /** Products with their categories from a CSV file. */
    importProducts: '/product/import',
    employees: '/employee',
    visitHistory: withId('/visithistory/:id'),
    visits: '/visit',
    /** The visit list showing one summary card's visits (the card pressed). */
    visitsShowing: (filter: Exclude<VisitFilter, 'all'>) => `/visit?filter=${filter}`,
    serviceReport: '/servicereport',
    productReport: '/productreport',
    helpdesk: '/helpdesk',
    /** The business's audit trail: who changed what, when. */
    activity: '/activity',
    profile: '/update/profile',
    billingProfile: '/billing/profile',
    invoices: '/billing/invoices',
    /** The new-invoice screen, with what to bill already ticked: a purchase, a visit or an AMC contract of the customer. */
    newInvoice: '/billing/invoices/new',
    newInvoiceFor: (bill: { customerId: string; customerProductId?: string; visitId?: string; amcContractId?: string }) =>
      `/billing/invoices/new?${new URLSearchParams(Object.entries(bill).filter((entry): entry is [string, string] => Boolean(entry[1])))}`,
    invoice: withId('/billing/invoices/:id'),
    receipt: withId('/billing/receipts/:id'),
    customerStatement: {
      pattern: '/billing/customers/:id/statement',
      to: (id: string) => `/billing/customers/${encodeURIComponent(id)}/statement`,
    },
    gstSummary: '/billing/gst-summary',
    /** The morning due list: visits overdue, today, this week, the next 30 days; warranties and AMCs ending. */
    dueList: '/service/due',
    serviceSchedule: '/service/schedule',
    reminderTexts: '/service/reminder-texts',
    amcContracts: '/service/amc',
    /** A new AMC contract; from a purchase, with its customer and purchase already chosen. */
    newAmcContract: '/service/amc/new',
    newAmcContractFor: (cover: { customerId: string; customerProductId: string }) =>
      `/service/amc/new?${new URLSearchParams({ customerId: cover.customerId, customerProductId: cover.customerProductId })}`,
    amcContract: withId('/service/amc/:id'),
    /** The warranty look-up, with what was looked up: a serial number or a phone. */
    warrantyLookup: '/service/warranty',
    updateVisit: withId('/update/visit/:id'),
    updateProductCategory: withId('/update/productcat/:id'),
    updateProduct: withId('/update/product/:id'),
    updateProductSubCategory: withId('/update/product-subcategory/:id'),
    updateEmployee: withId('/update/employee/:id'),
    updateCustomer: withId('/update/customer/:id'),
  },
  /** The technician's phone app: My day (where they land), the next seven days, one visit, and marking it done. */
  employee: {
    myDay: LANDING_ROUTE.EMPLOYEE,
    upcoming: '/employee/upcoming',
    visit: withId('/employee/visit/:id'),
    markDone: {
      pattern: '/employee/visit/:id/done',
      to: (id: string) => `/employee/visit/${encodeURIComponent(id)}/done`,
    },
  },
  /** The customer's portal: their purchases, bills and service visits, and asking for service. */
  customer: {
    /** My Products, where a customer lands. */
    products: LANDING_ROUTE.CUSTOMER,
    bills: '/customer/bills',
    serviceHistory: '/customer/visits',
    askForService: '/customer/service',
    /** Ask for Service with one purchase already chosen (its card's button). */
    askForServiceOn: (customerProductId: string) => `/customer/service?${new URLSearchParams({ product: customerProductId })}`,
  },
} as const;

/** Paths of the Product menu group: it is active while the path starts with /product. */
export const PRODUCT_PATH_PREFIX = '/product';

/** Paths of the Billing menu group: it is active while the path starts with /billing. */
export const BILLING_PATH_PREFIX = '/billing';

/** Paths of the Service menu group: it is active while the path starts with /service. */
export const SERVICE_PATH_PREFIX = '/service';
