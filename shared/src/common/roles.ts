export const ROLES = ['SUPERADMIN', 'ADMIN', 'EMPLOYEE', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

/** Where each role lands after signing in (spec §2). */
export const LANDING_ROUTE: Record<Role, string> = {
  ADMIN: '/admin/dashboard',
  EMPLOYEE: '/employee/dashboard',
  CUSTOMER: '/customer/dashboard',
  SUPERADMIN: '/superadmin/dashboard',
};
