export const ROLES = ['SUPERADMIN', 'ADMIN', 'EMPLOYEE', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

/** Each role in words, as the screens name it. */
export const ROLE_LABELS: Record<Role, string> = {
  SUPERADMIN: 'Super Admin',
  ADMIN: 'Admin',
  EMPLOYEE: 'Employee',
  CUSTOMER: 'Customer',
};

/** Where each role lands after signing in (spec §2). */
export const LANDING_ROUTE: Record<Role, string> = {
  ADMIN: '/admin/dashboard',
  EMPLOYEE: '/employee/dashboard',
  CUSTOMER: '/customer/dashboard',
  SUPERADMIN: '/superadmin/dashboard',
};
