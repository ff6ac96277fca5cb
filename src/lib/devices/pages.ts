import type { DeviceUse } from './schemas';

/**
 * The pages a device may open without a person's sign-in, with the use it must be approved for. A
 * person signed in opens them as any page (their route's guards run); a device opens them with its own
 * credential; a browser with neither is shown the pairing code. A feature made for a device adds its pages here.
 */
export const DEVICE_PAGES: Readonly<Record<string, DeviceUse>> = {
  '/Dashboards/DayByHour': 'board',
  '/daybyhour/board': 'board',
  '/daybyhour/welding': 'board',
  '/Dashboards/HR/birthdays': 'board',
  '/Dashboards/HR/anniversary': 'board',
  '/Dashboards/HR/plantBirthdays': 'board',
  '/Dashboards/HR/plantAnniversary': 'board',
  '/Dashboards/HR/spBirthdays': 'board',
  '/Dashboards/HR/spAnniversary': 'board',
  '/Dashboards/HR/startupBlog': 'board',
  '/InfoBoard/slides': 'board',
  '/LaborMod': 'kiosk',
};

/**
 * The use a device needs to open this path, or null when it is no device page.
 * @example deviceUseOf('/daybyhour/board') // 'board'
 */
export function deviceUseOf(pathname: string): DeviceUse | null {
  return DEVICE_PAGES[pathname.replace(/\/+$/, '') || '/'] ?? null;
}
