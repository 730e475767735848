import type { Role } from '@sevak/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from './paths';
import { LandingRedirect, PublicOnly, RequireAuth, RequireRole } from './routing/guards';
import { RootRoute } from './routing/RootRoute';

/*
 * Every screen is its own chunk, loaded when its route is first matched. `lazy` lets the router
 * keep showing the current screen until the next one has loaded. The signed-in layout (sidebar,
 * top bar) is one too, fetched beside the screen it frames, so the sign-in page never loads it.
 */
type PageModule = Record<string, unknown>;

function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
  };
}

function roleRoutes(role: Role, children: RouteObject[]): RouteObject {
  return { element: <RequireRole role={role} />, children };
}

const { admin, superadmin, customer, employee } = paths;

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicOnly />,
        children: [{ path: paths.signIn, ...page(() => import('../features/auth/SignInPage'), 'SignInPage') }],
      },
      { path: paths.signUp, ...page(() => import('../features/auth/SignUpPage'), 'SignUpPage') },
      {
        element: <RequireAuth />,
        children: [
          // Redirects need no frame: a technician sent on from / never loads the admin's layout.
          { index: true, element: <LandingRedirect /> },
          { path: paths.dashboard, element: <LandingRedirect /> },
          {
            ...page(() => import('./layout/AppLayout'), 'AppLayout'),
            children: [
              roleRoutes('SUPERADMIN', [
                { path: superadmin.dashboard, ...page(() => import('../features/businesses/AdminsPage'), 'AdminsPage') },
                {
                  path: superadmin.helpdesk,
                  ...page(() => import('../features/help-desk/HelpDeskTicketsPage'), 'HelpDeskTicketsPage'),
                },
                {
                  path: superadmin.changePassword,
                  ...page(() => import('../features/operator-account/ChangePasswordPage'), 'ChangePasswordPage'),
                },
                { path: superadmin.activity, ...page(() => import('../features/audit/PlatformActivityPage'), 'PlatformActivityPage') },
                { path: superadmin.plans, ...page(() => import('../features/subscriptions/PlansPage'), 'PlansPage') },
                { path: superadmin.renewals, ...page(() => import('../features/operator-console/RenewalsPage'), 'RenewalsPage') },
              ]),
              roleRoutes('ADMIN', [
                { path: admin.dashboard, ...page(() => import('../features/dashboard/AdminDashboardPage'), 'AdminDashboardPage') },
                { path: admin.customers, ...page(() => import('../features/customers/CustomersPage'), 'CustomersPage') },
                { path: admin.importCustomers, ...page(() => import('../features/import/ImportPage'), 'CustomerImportPage') },
                { path: admin.updateCustomer.pattern, ...page(() => import('../features/customers/UpdateCustomerPage'), 'UpdateCustomerPage') },
                { path: admin.enquiries, ...page(() => import('../features/enquiries/EnquiriesPage'), 'EnquiriesPage') },
                {
                  path: admin.productCategories,
                  ...page(() => import('../features/product-categories/ProductCategoriesPage'), 'ProductCategoriesPage'),
                },
                {
                  path: admin.updateProductCategory.pattern,
                  ...page(() => import('../features/product-categories/UpdateProductCategoryPage'), 'UpdateProductCategoryPage'),
                },
                {
                  path: admin.productSubCategories,
                  ...page(() => import('../features/product-sub-categories/ProductSubCategoriesPage'), 'ProductSubCategoriesPage'),
                },
                {
                  path: admin.updateProductSubCategory.pattern,
                  ...page(() => import('../features/product-sub-categories/UpdateProductSubCategoryPage'), 'UpdateProductSubCategoryPage'),
                },
                { path: admin.products, ...page(() => import('../features/products/ProductsPage'), 'ProductsPage') },
                { path: admin.importProducts, ...page(() => import('../features/import/ImportPage'), 'ProductImportPage') },
                { path: admin.updateProduct.pattern, ...page(() => import('../features/products/UpdateProductPage'), 'UpdateProductPage') },
                { path: admin.employees, ...page(() => import('../features/employees/EmployeesPage'), 'EmployeesPage') },
                { path: admin.updateEmployee.pattern, ...page(() => import('../features/employees/UpdateEmployeePage'), 'UpdateEmployeePage') },
                { path: admin.visitHistory.pattern, ...page(() => import('../features/employees/VisitHistoryPage'), 'VisitHistoryPage') },
                { path: admin.visits, ...page(() => import('../features/visits/VisitsPage'), 'VisitsPage') },
                { path: admin.updateVisit.pattern, ...page(() => import('../features/visits/UpdateVisitPage'), 'UpdateVisitPage') },
                { path: admin.serviceReport, ...page(() => import('../features/reports/ServiceReportPage'), 'ServiceReportPage') },
                { path: admin.productReport, ...page(() => import('../features/reports/ProductReportPage'), 'ProductReportPage') },
                { path: admin.helpdesk, ...page(() => import('../features/help-desk/HelpDeskPage'), 'HelpDeskPage') },
                { path: admin.activity, ...page(() => import('../features/audit/ActivityPage'), 'ActivityPage') },
                { path: admin.profile, ...page(() => import('../features/profile/ProfilePage'), 'ProfilePage') },
                { path: admin.billingProfile, ...page(() => import('../features/billing/TaxProfilePage'), 'TaxProfilePage') },
                { path: admin.invoices, ...page(() => import('../features/billing/registers'), 'InvoicesPage') },
                { path: admin.newInvoice, ...page(() => import('../features/billing/invoices/NewInvoicePage'), 'NewInvoicePage') },
                { path: admin.invoice.pattern, ...page(() => import('../features/billing/documents'), 'InvoicePage') },
                { path: admin.receipt.pattern, ...page(() => import('../features/billing/documents'), 'ReceiptPage') },
                { path: admin.customerStatement.pattern, ...page(() => import('../features/billing/documents'), 'StatementPage') },
                { path: admin.gstSummary, ...page(() => import('../features/billing/registers'), 'GstSummaryPage') },
                { path: admin.dueList, ...page(() => import('../features/service-plans/due/DueListPage'), 'DueListPage') },
                { path: admin.serviceSchedule, ...page(() => import('../features/service-plans/schedule/SchedulePage'), 'SchedulePage') },
                {
                  path: admin.reminderTexts,
                  ...page(() => import('../features/service-plans/reminder-texts/ReminderTextsPage'), 'ReminderTextsPage'),
                },
                { path: admin.amcContracts, ...page(() => import('../features/service-plans/amc/screens'), 'AmcContractsPage') },
                { path: admin.newAmcContract, ...page(() => import('../features/service-plans/amc/screens'), 'NewAmcContractPage') },
                { path: admin.amcContract.pattern, ...page(() => import('../features/service-plans/amc/screens'), 'AmcContractPage') },
                { path: admin.warrantyLookup, ...page(() => import('../features/service-plans/amc/screens'), 'WarrantyLookupPage') },
              ]),
              roleRoutes('CUSTOMER', [
                { path: customer.products, ...page(() => import('../features/customer-portal/screens'), 'MyProductsPage') },
                { path: customer.bills, ...page(() => import('../features/customer-portal/screens'), 'MyBillsPage') },
                { path: customer.serviceHistory, ...page(() => import('../features/customer-portal/screens'), 'ServiceHistoryPage') },
                { path: customer.askForService, ...page(() => import('../features/customer-portal/AskForServicePage'), 'AskForServicePage') },
              ]),
            ],
          },
          // The technician's phone app has a light frame of its own, without the admin's sidebar.
          roleRoutes('EMPLOYEE', [
            {
              ...page(() => import('../features/technician/TechnicianLayout'), 'TechnicianLayout'),
              children: [
                { path: employee.myDay, ...page(() => import('../features/technician/MyDayPage'), 'MyDayPage') },
                { path: employee.upcoming, ...page(() => import('../features/technician/UpcomingPage'), 'UpcomingPage') },
                { path: employee.visit.pattern, ...page(() => import('../features/technician/VisitPage'), 'VisitPage') },
                { path: employee.markDone.pattern, ...page(() => import('../features/technician/MarkDonePage'), 'MarkDonePage') },
              ],
            },
          ]),
        ],
      },
      { path: '*', ...page(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
