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
import type commonEn from '../../i18n/common/en';
import { BILLING_PATH_PREFIX, PRODUCT_PATH_PREFIX, SERVICE_PATH_PREFIX, paths } from '../paths';

/** An entry's name, by its key in the `common` catalogue's `sidebar` group (the spec's menu names in English). */
export type SidebarLabel = keyof typeof commonEn.sidebar;

export interface SidebarLink {
  key: string;
  labelKey: SidebarLabel;
  to: string;
  icon?: ReactNode;
  /** Other paths that light this entry up (Home stays lit on the landing route `/` leads to). */
  alsoActiveOn?: string[];
}

export interface SidebarGroup {
  key: string;
  labelKey: SidebarLabel;
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
  labelKey: 'home',
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
        { key: 'renewals', labelKey: 'renewals', to: paths.superadmin.renewals, icon: <SyncOutlined /> },
        { key: 'helpdesk', labelKey: 'helpdesk', to: paths.superadmin.helpdesk, icon: <CustomerServiceOutlined /> },
        { key: 'activity', labelKey: 'platformActivity', to: paths.superadmin.activity, icon: <AuditOutlined /> },
        { key: 'plans', labelKey: 'plans', to: paths.superadmin.plans, icon: <CreditCardOutlined /> },
      ];
    case 'ADMIN':
      return [
        homeFor(role),
        { key: 'customers', labelKey: 'customers', to: paths.admin.customers, icon: <ShoppingCartOutlined /> },
        { key: 'enquiries', labelKey: 'enquiries', to: paths.admin.enquiries, icon: <MessageOutlined /> },
        {
          key: PRODUCT_GROUP_KEY,
          labelKey: 'product',
          icon: <AppstoreOutlined />,
          pathPrefix: PRODUCT_PATH_PREFIX,
          children: [
            { key: 'product-category', labelKey: 'product-category', to: paths.admin.productCategories, icon: <TagsOutlined /> },
            { key: 'product-subcategory', labelKey: 'product-subcategory', to: paths.admin.productSubCategories, icon: <ApartmentOutlined /> },
            { key: 'product-list', labelKey: 'product-list', to: paths.admin.products, icon: <ShoppingOutlined /> },
          ],
        },
        { key: 'employees', labelKey: 'employees', to: paths.admin.employees, icon: <TeamOutlined /> },
        { key: 'visits', labelKey: 'visits', to: paths.admin.visits, icon: <ToolOutlined /> },
        {
          key: 'reports',
          labelKey: 'reports',
          icon: <BarChartOutlined />,
          children: [
            { key: 'service-report', labelKey: 'service-report', to: paths.admin.serviceReport, icon: <FileDoneOutlined /> },
            { key: 'product-report', labelKey: 'product-report', to: paths.admin.productReport, icon: <ProfileOutlined /> },
          ],
        },
        {
          key: 'billing',
          labelKey: 'billing',
          icon: <AccountBookOutlined />,
          pathPrefix: BILLING_PATH_PREFIX,
          children: [
            { key: 'billing-invoices', labelKey: 'billing-invoices', to: paths.admin.invoices, icon: <FileTextOutlined /> },
            { key: 'gst-summary', labelKey: 'gst-summary', to: paths.admin.gstSummary, icon: <CalculatorOutlined /> },
            { key: 'billing-profile', labelKey: 'billing-profile', to: paths.admin.billingProfile, icon: <IdcardOutlined /> },
          ],
        },
        {
          key: SERVICE_GROUP_KEY,
          labelKey: 'service',
          icon: <ScheduleOutlined />,
          pathPrefix: SERVICE_PATH_PREFIX,
          children: [
            { key: 'service-due', labelKey: 'service-due', to: paths.admin.dueList, icon: <AlertOutlined /> },
            { key: 'service-schedule', labelKey: 'service-schedule', to: paths.admin.serviceSchedule, icon: <CalendarOutlined /> },
            { key: 'service-reminder-texts', labelKey: 'service-reminder-texts', to: paths.admin.reminderTexts, icon: <EditOutlined /> },
            { key: 'service-amc', labelKey: 'service-amc', to: paths.admin.amcContracts, icon: <SafetyCertificateOutlined /> },
            { key: 'service-warranty', labelKey: 'service-warranty', to: paths.admin.warrantyLookup, icon: <FileSearchOutlined /> },
          ],
        },
        { key: 'activity', labelKey: 'activity', to: paths.admin.activity, icon: <AuditOutlined /> },
        { key: 'helpdesk', labelKey: 'helpdesk', to: paths.admin.helpdesk, icon: <CustomerServiceOutlined /> },
      ];
    case 'EMPLOYEE':
      // The technician's phone app has a frame of its own (features/technician), never this sidebar.
      return [];
    case 'CUSTOMER':
      return [
        { ...homeFor(role), labelKey: 'myProducts', icon: <ShoppingOutlined /> },
        { key: 'bills', labelKey: 'bills', to: paths.customer.bills, icon: <FileTextOutlined /> },
        { key: 'service-history', labelKey: 'service-history', to: paths.customer.serviceHistory, icon: <HistoryOutlined /> },
        { key: 'ask-for-service', labelKey: 'ask-for-service', to: paths.customer.askForService, icon: <ToolOutlined /> },
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
