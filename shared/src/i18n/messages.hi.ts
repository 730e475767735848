import { auditMessagesHi } from '../audit/messages.hi';
import { authMessagesHi } from '../auth/messages.hi';
import { billingMessagesHi } from '../billing/messages.hi';
import { businessesMessagesHi } from '../businesses/messages.hi';
import { commonMessagesHi } from '../common/messages.hi';
import { csvMessagesHi } from '../csv/messages.hi';
import { customerPortalMessagesHi } from '../customer-portal/messages.hi';
import { customersMessagesHi } from '../customers/messages.hi';
import { dashboardMessagesHi } from '../dashboard/messages.hi';
import { employeesMessagesHi } from '../employees/messages.hi';
import { enquiriesMessagesHi } from '../enquiries/messages.hi';
import { helpDeskMessagesHi } from '../help-desk/messages.hi';
import { importMessagesHi } from '../import/messages.hi';
import { operatorConsoleMessagesHi } from '../operator-console/messages.hi';
import { productCategoriesMessagesHi } from '../product-categories/messages.hi';
import { productSubCategoriesMessagesHi } from '../product-sub-categories/messages.hi';
import { productsMessagesHi } from '../products/messages.hi';
import { profileMessagesHi } from '../profile/messages.hi';
import { reportsMessagesHi } from '../reports/messages.hi';
import { servicePlansMessagesHi } from '../service-plans/messages.hi';
import { subscriptionsMessagesHi } from '../subscriptions/messages.hi';
import { supportAccessMessagesHi } from '../support-access/messages.hi';
import { technicianMessagesHi } from '../technician/messages.hi';
import { visitsMessagesHi } from '../visits/messages.hi';
import type { TranslationOf } from './catalogue';
import type { messagesEn } from './messages.en';

/** The Hindi of `messagesEn`: natural Devanagari for shop owners, not word for word. */
export const messagesHi = {
  audit: auditMessagesHi,
  auth: authMessagesHi,
  billing: billingMessagesHi,
  businesses: businessesMessagesHi,
  common: commonMessagesHi,
  csv: csvMessagesHi,
  customerPortal: customerPortalMessagesHi,
  customers: customersMessagesHi,
  dashboard: dashboardMessagesHi,
  employees: employeesMessagesHi,
  enquiries: enquiriesMessagesHi,
  helpDesk: helpDeskMessagesHi,
  import: importMessagesHi,
  operatorConsole: operatorConsoleMessagesHi,
  productCategories: productCategoriesMessagesHi,
  productSubCategories: productSubCategoriesMessagesHi,
  products: productsMessagesHi,
  profile: profileMessagesHi,
  reports: reportsMessagesHi,
  servicePlans: servicePlansMessagesHi,
  subscriptions: subscriptionsMessagesHi,
  supportAccess: supportAccessMessagesHi,
  technician: technicianMessagesHi,
  visits: visitsMessagesHi,
} satisfies TranslationOf<typeof messagesEn>;
