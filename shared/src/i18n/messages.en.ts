import { auditMessagesEn } from '../audit/messages.en';
import { authMessagesEn } from '../auth/messages.en';
import { billingMessagesEn } from '../billing/messages.en';
import { businessesMessagesEn } from '../businesses/messages.en';
import { commonMessagesEn } from '../common/messages.en';
import { csvMessagesEn } from '../csv/messages.en';
import { customerPortalMessagesEn } from '../customer-portal/messages.en';
import { customersMessagesEn } from '../customers/messages.en';
import { dashboardMessagesEn } from '../dashboard/messages.en';
import { employeesMessagesEn } from '../employees/messages.en';
import { enquiriesMessagesEn } from '../enquiries/messages.en';
import { helpDeskMessagesEn } from '../help-desk/messages.en';
import { importMessagesEn } from '../import/messages.en';
import { operatorConsoleMessagesEn } from '../operator-console/messages.en';
import { productCategoriesMessagesEn } from '../product-categories/messages.en';
import { productSubCategoriesMessagesEn } from '../product-sub-categories/messages.en';
import { productsMessagesEn } from '../products/messages.en';
import { profileMessagesEn } from '../profile/messages.en';
import { reportsMessagesEn } from '../reports/messages.en';
import { servicePlansMessagesEn } from '../service-plans/messages.en';
import { subscriptionsMessagesEn } from '../subscriptions/messages.en';
import { supportAccessMessagesEn } from '../support-access/messages.en';
import { technicianMessagesEn } from '../technician/messages.en';
import { visitsMessagesEn } from '../visits/messages.en';
import { keyTree, type KeyOf } from './catalogue';

/**
 * Everything the server and the shared schemas say to people, in English, grouped by feature:
 * validation messages, refusals, labels both sides show. Each feature keeps its own sentences
 * beside its schemas (`shared/src/<feature>/messages.en.ts`); code names them through `MSG`.
 */
export const messagesEn = {
  audit: auditMessagesEn,
  auth: authMessagesEn,
  billing: billingMessagesEn,
  businesses: businessesMessagesEn,
  common: commonMessagesEn,
  csv: csvMessagesEn,
  customerPortal: customerPortalMessagesEn,
  customers: customersMessagesEn,
  dashboard: dashboardMessagesEn,
  employees: employeesMessagesEn,
  enquiries: enquiriesMessagesEn,
  helpDesk: helpDeskMessagesEn,
  import: importMessagesEn,
  operatorConsole: operatorConsoleMessagesEn,
  productCategories: productCategoriesMessagesEn,
  productSubCategories: productSubCategoriesMessagesEn,
  products: productsMessagesEn,
  profile: profileMessagesEn,
  reports: reportsMessagesEn,
  servicePlans: servicePlansMessagesEn,
  subscriptions: subscriptionsMessagesEn,
  supportAccess: supportAccessMessagesEn,
  technician: technicianMessagesEn,
  visits: visitsMessagesEn,
};

export type MessageKey = KeyOf<typeof messagesEn>;

/** Each sentence's key, by the same path: `MSG.customers.phoneTaken` is `'customers.phoneTaken'`. */
export const MSG = /* @__PURE__ */ keyTree(messagesEn);

/**
 * A sentence to show someone, by key, with the values of its `{{placeholders}}`. The server
 * sends it as is; each side renders it in the reader's language (the client with its catalogue,
 * REST in the request's `Accept-Language`).
 */
export interface Message {
  key: MessageKey;
  /** A value that is itself a message ("Price" in "Price cannot be negative") is rendered first. */
  params?: Readonly<Record<string, string | number | Message>>;
}

/** The message a key names, without placeholders. */
export const message = (key: MessageKey, params?: Message['params']): Message => (params ? { key, params } : { key });
