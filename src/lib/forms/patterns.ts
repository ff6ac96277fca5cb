/**
 * Patterns of the codes scanned on the shop floor, for BarcodeField (the same as the API's schemas
 * check, so a scan the field accepts is not refused later for its shape).
 */
export const SCAN_PATTERNS = {
  /** A job, optionally with its release: 118204, 118204-1. */
  jobNumber: '\\d{4,8}(-\\d{1,3})?',
  /** A cylinder serial number: N2-0012345. */
  serialNumber: '[A-Za-z0-9-]{4,30}',
  /** An employee ID: 2001. */
  employeeId: '\\d{1,9}',
} as const;
