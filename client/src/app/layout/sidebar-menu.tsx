import {
  AccountBookOutlined,
  AlertOutlined,
  AppstoreOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  EditOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  MessageOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { LANDING_ROUTE, type Role } from '@sevak/shared';
import type { ReactNode } from 'react';
import { BILLING_PATH_PREFIX, PRODUCT_PATH_PREFIX, SERVICE_PATH_PREFIX, paths } from '../paths';

export interface SidebarLink {
  key: string;
  label: string;
  to: string;
  icon?: ReactNode;
  /** Other paths that light this entry up (Home stays lit on the landing route `/` leads to). */
  alsoActiveOn?: string[];
}

export interface SidebarGroup {
  key: string;
  label: string;
  icon: ReactNode;
  /** The group is active, and opens, on its links' paths and on every path starting with this. */
  pathPrefix?: string;
  children: SidebarLink[];
}

export type SidebarEntry = SidebarLink | SidebarGroup;

export const PRODUCT_GROUP_KEY = 'product';
/** The Service group: the due list, the schedule, reminder texts, AMC contracts and the warranty look-up. */
export const SERVICE_GROUP_KEY = 'service';

const homeFor = (role: Role): SidebarLink => ({
  key: 'home',
  label: 'Home',
  to: role === 'SUPERADMIN' ? paths.superadmin.dashboard : paths.home,
  icon: <HomeOutlined />,
  alsoActiveOn: [LANDING_ROUTE[role], paths.dashboard],
});

/**
 * What each role's sidebar lists (spec §2). Employees see only Home and customers only their own
 * portal: the server refuses them everything else (PRODUCT.md "Menus and route guards").
 */
export function sidebarEntries(role: Role): SidebarEntry[] {
  switch (role) {
    case 'SUPERADMIN':
      return [
        homeFor(role),
        { key: 'renewals', label: 'Renewals', to: paths.superadmin.renewals, icon: <SyncOutlined /> },
        { key: 'helpdesk', label: 'Help Desk', to: paths.superadmin.helpdesk, icon: <CustomerServiceOutlined /> },
        { key: 'activity', label: 'Sign-ins and changes', to: paths.superadmin.activity, icon: <AuditOutlined /> },
        { key: 'plans', label: 'Plans', to: paths.superadmin.plans, icon: <CreditCardOutlined /> },
      ];
    case 'ADMIN':
      return [
        homeFor(role),
        { key: 'customers', label: 'Create Order', to: paths.admin.customers, icon: <ShoppingCartOutlined /> },
        { key: 'enquiries', label: 'Customer Enquiry', to: paths.admin.enquiries, icon: <MessageOutlined /> },
        {
          key: PRODUCT_GROUP_KEY,
          label: 'Product',
          icon: <AppstoreOutlined />,
          pathPrefix: PRODUCT_PATH_PREFIX,
          children: [
            { key: 'product-category', label: 'Category', to: paths.admin.productCategories, icon: <TagsOutlined /> },
            { key: 'product-subcategory', label: 'SubCategory', to: paths.admin.productSubCategories, icon: <ApartmentOutlined /> },
            { key: 'product-list', label: 'Product', to: paths.admin.products, icon: <ShoppingOutlined /> },
          ],
        },
        { key: 'employees', label: 'Employee', to: paths.admin.employees, icon: <TeamOutlined /> },
        { key: 'visits', label: 'Service Visit', to: paths.admin.visits, icon: <ToolOutlined /> },
        {
          key: 'reports',
          label: 'Reports',
          icon: <BarChartOutlined />,
          children: [
            { key: 'service-report', label: 'Service Report', to: paths.admin.serviceReport, icon: <FileDoneOutlined /> },
            { key: 'product-report', label: 'Product Report', to: paths.admin.productReport, icon: <ProfileOutlined /> },
          ],
        },
        {
          key: 'billing',
          label: 'Billing',
          icon: <AccountBookOutlined />,
          pathPrefix: BILLING_PATH_PREFIX,
          children: [
            { key: 'billing-invoices', label: 'Invoices', to: paths.admin.invoices, icon: <FileTextOutlined /> },
            { key: 'gst-summary', label: 'GST Summary', to: paths.admin.gstSummary, icon: <CalculatorOutlined /> },
            { key: 'billing-profile', label: 'Tax Profile', to: paths.admin.billingProfile, icon: <IdcardOutlined /> },
          ],
        },
        {
          key: SERVICE_GROUP_KEY,
          label: 'Service',
          icon: <ScheduleOutlined />,
          pathPrefix: SERVICE_PATH_PREFIX,
          children: [
            { key: 'service-due', label: 'Due List', to: paths.admin.dueList, icon: <AlertOutlined /> },
            { key: 'service-schedule', label: 'Schedule', to: paths.admin.serviceSchedule, icon: <CalendarOutlined /> },
            { key: 'service-reminder-texts', label: 'Reminder Texts', to: paths.admin.reminderTexts, icon: <EditOutlined /> },
            { key: 'service-amc', label: 'AMC Contracts', to: paths.admin.amcContracts, icon: <SafetyCertificateOutlined /> },
            { key: 'service-warranty', label: 'Warranty Look-up', to: paths.admin.warrantyLookup, icon: <FileSearchOutlined /> },
          ],
        },
        { key: 'activity', label: 'Activity', to: paths.admin.activity, icon: <AuditOutlined /> },
        { key: 'helpdesk', label: 'Help Desk', to: paths.admin.helpdesk, icon: <CustomerServiceOutlined /> },
      ];
    case 'EMPLOYEE':
      // The technician's phone app has a frame of its own (features/technician), never this sidebar.
      return [];
    case 'CUSTOMER':
      return [
        { ...homeFor(role), label: 'My Products', icon: <ShoppingOutlined /> },
        { key: 'bills', label: 'Invoices and Receipts', to: paths.customer.bills, icon: <FileTextOutlined /> },
        { key: 'service-history', label: 'Service History', to: paths.customer.serviceHistory, icon: <HistoryOutlined /> },
        { key: 'ask-for-service', label: 'Ask for Service', to: paths.customer.askForService, icon: <ToolOutlined /> },
      ];
  }
}

export function isGroup(entry: SidebarEntry): entry is SidebarGroup {
  return 'children' in entry;
}

function linkMatches(link: SidebarLink, pathname: string): boolean {
  return link.to === pathname || (link.alsoActiveOn ?? []).includes(pathname);
}

/** The key of the group the current path belongs to, if any: that group opens by itself. */
export function activeGroupKey(entries: SidebarEntry[], pathname: string): string | undefined {
  return entries.find(
    (entry) =>
      isGroup(entry) &&
      ((entry.pathPrefix !== undefined && pathname.startsWith(entry.pathPrefix)) ||
        entry.children.some((link) => linkMatches(link, pathname))),
  )?.key;
}

/** The menu key of the entry the current path belongs to, if any. */
export function activeKey(entries: SidebarEntry[], pathname: string): string | undefined {
  for (const entry of entries) {
    if (isGroup(entry)) {
      const child = entry.children.find((link) => linkMatches(link, pathname));
      if (child) return child.key;
    } else if (linkMatches(entry, pathname)) {
      return entry.key;
    }
  }
  return undefined;
}
