import { useTranslation } from 'react-i18next';

/**
 * `useTranslation()` for the payroll, report, timesheet and kiosk screens. Their strings are the
 * 'payroll' area, loaded with the routes that show these screens (routes.tsx `withStrings`, issue 20).
 */
export function usePayrollTranslation() {
  return useTranslation();
}
