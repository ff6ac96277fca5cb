import type { NotificationText } from '@/lib/notify/text';
/** An employee of the company directory (spec §3). */
export interface Employee {
  empID: number;
  firstName: string;
  lastName: string;
  plant: string | null;
}

/** One application the employee may use, with the sub-applications granted inside it (spec §3). */
export interface AccessEntry {
  MenuID: number;
  SubApps: Record<string, true> | null;
}

/** The access collection keyed by application (spec §3). */
export type Access = Record<string, AccessEntry>;

/** A menu item from the server (spec §3). */
export interface MenuItem {
  link: string;
  title: string;
  icon: string;
}

/** A plant (spec §3). */
export interface Plant {
  plantID: string;
  plantName: string;
}

/** A notification (spec §3). */
export interface Notification {
  id: number;
  username: string;
  date: string;
  unread: boolean;
  description: string;
  action: string;
  /** What it says as a message key and values, shown in the reader's language; null (or absent from an older server) for a text given as is. */
  message?: NotificationText | null;
}

/** The caller in one call of this portal's own API (GET /v1/Security/Me). */
export interface Me {
  employee: Employee | null;
  access: Access;
  /** With unread=true: the unread notifications, newest first. */
  unread?: Notification[];
}
