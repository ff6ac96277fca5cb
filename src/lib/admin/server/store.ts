/**
 * The administration's store: menu items and sub-applications, the directory and user
 * groups, grants, and the audit log. Every change is one transaction together with its audit row.
 */
export * from './audit-store';
export * from './grant-store';
export * from './menu-store';
export * from './paging';
export * from './people-store';
