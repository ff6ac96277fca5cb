/**
 * The administration's store (issue 6): menu items and sub-applications, the directory and user
 * groups, grants, and the audit log. Every change is one transaction together with its audit row.
 */
export * from './admin/audit';
export * from './admin/grant-store';
export * from './admin/menu-store';
export * from './admin/paging';
export * from './admin/people-store';
