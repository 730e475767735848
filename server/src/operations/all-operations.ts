import { auditOperations, platformAuditOperations } from '../modules/audit/audit.operations';
import { authOperations } from '../modules/auth/auth.operations';
import { billingOperations, invoiceOperations, paymentOperations } from '../modules/billing/billing.operations';
import { operatorAccountOperations } from '../modules/accounts/accounts.operations';
import { businessOperations, customerHomeOperations, employeeHomeOperations } from '../modules/businesses/businesses.operations';
import { customerPortalOperations } from '../modules/customer-portal/customer-portal.operations';
import { customerOperations } from '../modules/customers/customers.operations';
import { dashboardOperations } from '../modules/dashboard/dashboard.operations';
import { employeeOperations } from '../modules/employees/employees.operations';
import { enquiryOperations } from '../modules/enquiries/enquiries.operations';
import { exportOperations } from '../modules/exports/exports.operations';
import { helpDeskOperations, helpDeskTicketOperations } from '../modules/help-desk/help-desk.operations';
import { importOperations } from '../modules/import/import.operations';
import { operatorConsoleOperations } from '../modules/operator-console/operator-console.operations';
import { productCategoryOperations } from '../modules/product-categories/product-categories.operations';
import { productSubCategoryOperations } from '../modules/product-sub-categories/product-sub-categories.operations';
import { productOperations } from '../modules/products/products.operations';
import { profileOperations } from '../modules/profile/profile.operations';
import { reportOperations } from '../modules/reports/reports.operations';
import { ownSubscriptionOperations, subscriptionOperations } from '../modules/subscriptions/subscriptions.operations';
import { amcOperations } from '../modules/service-plans/amc.operations';
import { dueOperations } from '../modules/service-plans/due.operations';
import { reminderOperations } from '../modules/service-plans/reminders.operations';
import { warrantyOperations } from '../modules/service-plans/warranty.operations';
import { ownSupportAccessOperations, supportAccessOperations } from '../modules/support-access/support-access.operations';
import { technicianVisitOperations } from '../modules/technician/technician.operations';
import { visitOperations } from '../modules/visits/visits.operations';

/*
 * Every operation of Sevak, one table per feature, grouped by the role that calls it. The tRPC
 * router has exactly this shape (`admin.visits.create`), and every REST route comes from the same
 * entries; a test checks that each entry sits under the role it admits.
 */
export const allOperations = {
  users: authOperations,
  superadmin: {
    businesses: businessOperations,
    helpDeskTickets: helpDeskTicketOperations,
    account: operatorAccountOperations,
    audit: platformAuditOperations,
    console: operatorConsoleOperations,
    supportAccess: supportAccessOperations,
    subscriptions: subscriptionOperations,
  },
  admin: {
    productCategories: productCategoryOperations,
    productSubCategories: productSubCategoryOperations,
    products: productOperations,
    employees: employeeOperations,
    customers: customerOperations,
    visits: visitOperations,
    enquiries: enquiryOperations,
    dashboard: dashboardOperations,
    reports: reportOperations,
    profile: profileOperations,
    helpDesk: helpDeskOperations,
    billing: billingOperations,
    invoices: invoiceOperations,
    payments: paymentOperations,
    amc: amcOperations,
    warranty: warrantyOperations,
    due: dueOperations,
    reminders: reminderOperations,
    import: importOperations,
    audit: auditOperations,
    exports: exportOperations,
    supportAccess: ownSupportAccessOperations,
    subscription: ownSubscriptionOperations,
  },
  employee: { ...employeeHomeOperations, visits: technicianVisitOperations },
  customer: { ...customerHomeOperations, ...customerPortalOperations },
};
