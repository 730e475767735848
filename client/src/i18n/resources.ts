import type { messagesEn } from '@sevak/shared/i18n/messages.en';
import type auditEn from '../features/audit/i18n/en';
import type authEn from '../features/auth/i18n/en';
import type billingEn from '../features/billing/i18n/en';
import type businessesEn from '../features/businesses/i18n/en';
import type customerPortalEn from '../features/customer-portal/i18n/en';
import type customersEn from '../features/customers/i18n/en';
import type dashboardEn from '../features/dashboard/i18n/en';
import type employeesEn from '../features/employees/i18n/en';
import type enquiriesEn from '../features/enquiries/i18n/en';
import type helpDeskEn from '../features/help-desk/i18n/en';
import type importEn from '../features/import/i18n/en';
import type invoiceEn from '../features/invoice/i18n/en';
import type notFoundEn from '../features/not-found/i18n/en';
import type operatorAccountEn from '../features/operator-account/i18n/en';
import type operatorConsoleEn from '../features/operator-console/i18n/en';
import type productCategoriesEn from '../features/product-categories/i18n/en';
import type productSubCategoriesEn from '../features/product-sub-categories/i18n/en';
import type productsEn from '../features/products/i18n/en';
import type profileEn from '../features/profile/i18n/en';
import type reportsEn from '../features/reports/i18n/en';
import type servicePlansEn from '../features/service-plans/i18n/en';
import type subscriptionsEn from '../features/subscriptions/i18n/en';
import type supportAccessEn from '../features/support-access/i18n/en';
import type technicianEn from '../features/technician/i18n/en';
import type visitsEn from '../features/visits/i18n/en';
import type themeEn from '../app/theme/i18n/en';
import type commonEn from './common/en';

/**
 * Every namespace's English, as types: i18next checks each `t('key')` against them, so a key no
 * catalogue has fails to compile. Each Hindi catalogue is typed as a translation of its English.
 */
export interface Resources {
  common: typeof commonEn;
  theme: typeof themeEn;
  messages: typeof messagesEn;
  'audit': typeof auditEn;
  'auth': typeof authEn;
  'billing': typeof billingEn;
  'businesses': typeof businessesEn;
  'customer-portal': typeof customerPortalEn;
  'customers': typeof customersEn;
  'dashboard': typeof dashboardEn;
  'employees': typeof employeesEn;
  'enquiries': typeof enquiriesEn;
  'help-desk': typeof helpDeskEn;
  'import': typeof importEn;
  'invoice': typeof invoiceEn;
  'not-found': typeof notFoundEn;
  'operator-account': typeof operatorAccountEn;
  'operator-console': typeof operatorConsoleEn;
  'product-categories': typeof productCategoriesEn;
  'product-sub-categories': typeof productSubCategoriesEn;
  'products': typeof productsEn;
  'profile': typeof profileEn;
  'reports': typeof reportsEn;
  'service-plans': typeof servicePlansEn;
  'subscriptions': typeof subscriptionsEn;
  'support-access': typeof supportAccessEn;
  'technician': typeof technicianEn;
  'visits': typeof visitsEn;
}
