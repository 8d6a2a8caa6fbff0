import { Box, Spinner } from '@wm/ui';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { AppLayout } from './features/shell/AppLayout.js';
import { RouteError } from './features/shell/RouteError.js';
import { RequireAccess, SectionRedirect } from './features/shell/guards.js';
import { menuLeafPaths } from './features/shell/menus.js';

type Loader = () => Promise<ComponentType>;

/**
 * A lazily loaded page, guarded by its feature-access path when `accessPath` is given, with its own
 * error boundary (RouteError: a translated message, Reload, the error reported to the server).
 */
function page(accessPath: string | null, load: Loader): Pick<RouteObject, 'lazy' | 'errorElement'> {
  return {
    errorElement: <RouteError />,
    lazy: async () => {
      const Page = await load();
      return {
        Component: accessPath
          ? () => (
              <RequireAccess path={accessPath}>
                <Page />
              </RequireAccess>
            )
          : Page,
      };
    },
  };
}

const planned: Loader = () => import('./features/placeholder/PlannedPage.js').then((m) => m.PlannedPage);
const signup: Loader = () => import('./features/partners/SignupPage.js').then((m) => m.SignupPage);
const promotion: Loader = () => import('./features/partners/PromotionPage.js').then((m) => m.PromotionPage);

/** Screens built in this console; every other menu path shows the planned-screen page. */
const BUILT: Record<string, Loader> = {
  '/time/clock/': () => import('./features/time/ClockPage.js').then((m) => m.ClockPage),
  '/time/editor/': () => import('./features/time/EditorPage.js').then((m) => m.EditorPage),
  '/settings/employees/': () =>
    import('./features/settings/employees/EmployeesPage.js').then((m) => m.EmployeesPage),
  '/my-account/my-profile/': () =>
    import('./features/settings/employees/MyProfilePage.js').then((m) => m.MyProfilePage),
  '/settings/user-roles/': () =>
    import('./features/settings/access/UserRolesPage.js').then((m) => m.UserRolesPage),
  '/settings/massassign/': () =>
    import('./features/settings/access/MassAssignPage.js').then((m) => m.MassAssignPage),
  '/settings/locations/': () =>
    import('./features/settings/places/LocationsPage.js').then((m) => m.LocationsPage),
  '/settings/tasks/': () => import('./features/settings/places/TasksPage.js').then((m) => m.TasksPage),
  '/settings/devices/': () => import('./features/settings/places/DevicesPage.js').then((m) => m.DevicesPage),
  '/settings/account/': () =>
    import('./features/settings/company/CompanySettingsPage.js').then((m) => m.CompanySettingsPage),
  '/settings/integrations/': () =>
    import('./features/settings/integrations/IntegrationsPage.js').then((m) => m.IntegrationsPage),
  '/settings/recycle-bin/': () =>
    import('./features/settings/recyclebin/RecycleBinPage.js').then((m) => m.RecycleBinPage),
  '/assets/inventory/': () => import('./features/assets/InventoryPage.js').then((m) => m.InventoryPage),
  '/assets/employee-assignment/': () =>
    import('./features/assets/AssignmentPage.js').then((m) => m.AssignmentPage),
  '/assets/location-usage/': () => import('./features/assets/UsagePage.js').then((m) => m.UsagePage),
  '/insight/productivity/': () =>
    import('./features/insight/ProductivityPage.js').then((m) => m.ProductivityPage),
  '/insight/customreport/': () =>
    import('./features/insight/CustomReportPage.js').then((m) => m.CustomReportPage),
  '/settings/modules/': () => import('./features/payroll/ModulesPage.js').then((m) => m.ModulesPage),
  '/time/timesheet/': () => import('./features/timesheet/TimesheetPage.js').then((m) => m.TimesheetPage),
  '/time/timeSheets/': () => import('./features/timesheet/TimeSheetsPage.js').then((m) => m.TimeSheetsPage),
  '/time/kiosk/': () => import('./features/kiosk/KioskPage.js').then((m) => m.KioskPage),
  '/reports/scheduled/': () =>
    import('./features/reports/ScheduledReportsPage.js').then((m) => m.ScheduledReportsPage),
  '/forms/submit/': () => import('./features/forms/SubmitPage.js').then((m) => m.SubmitPage),
  '/forms/completed/': () => import('./features/forms/SubmissionsPage.js').then((m) => m.CompletedPage),
  '/forms/drafts/': () => import('./features/forms/SubmissionsPage.js').then((m) => m.DraftsPage),
  '/forms/builder/': () => import('./features/forms/BuilderPage.js').then((m) => m.BuilderPage),
  '/channel-accounts/': () => import('./features/partners/PartnersPage.js').then((m) => m.PartnersPage),
  '/channel-account/': () => import('./features/partners/PartnersPage.js').then((m) => m.PartnersPage),
  '/customers/': () => import('./features/partners/CustomersPage.js').then((m) => m.CustomersPage),
  '/tickets/tickets/': () => import('./features/service/TicketsPage.js').then((m) => m.TicketsPage),
  '/tickets/triage/': () => import('./features/service/TriagePage.js').then((m) => m.TriagePage),
  '/tickets/schedules/': () => import('./features/scheduler/SchedulerPage.js').then((m) => m.SchedulerPage),
  ...Object.fromEntries(
    ['my-favorites', 'time', 'insight', 'asset', 'service', 'admin'].map((c) => [
      `/reports/${c}/`,
      () => import('./features/reports/ReportsPage.js').then((m) => m.ReportsPage),
    ]),
  ),
};

/** Section roots of platform spec 2.1 (each redirects to its first permitted item). */
const SECTION_ROOTS = [
  '/dashboard',
  '/time',
  '/assets',
  '/forms',
  '/tickets',
  '/insight',
  '/reports',
  '/settings',
];

/** /link/form/print/{submission} (platform spec 2.1): the completed forms screen for that submission. */
function FormPrintLink() {
  const { submission } = useParams();
  const target = submission
    ? `/forms/completed/?submission=${encodeURIComponent(submission)}`
    : '/forms/completed/';
  return <Navigate to={target} replace />;
}

function Fallback() {
  return (
    <Box padding="xl" display="flex" justifyContent="center">
      <Spinner size="lg" />
    </Box>
  );
}

/**
 * The route table of platform spec 2.1: sign-in and the anonymous pages outside the signed-in
 * frame; home, section roots and one route per menu entry inside it; unknown paths go to '/'.
 */
export function buildRoutes(): RouteObject[] {
  const menuRoutes: RouteObject[] = menuLeafPaths().map((path) => ({
    path,
    ...page(path, BUILT[path] ?? planned),
  }));
  return [
    {
      hydrateFallbackElement: <Fallback />,
      errorElement: <RouteError />,
      children: [
        {
          path: '/logon/:loginState?/:token?',
          // The first-run screen while the database has no user, else the sign-in screen.
          ...page(null, () => import('./features/auth/FirstRunPage.js').then((m) => m.FirstRunGate)),
        },
        // '/create-account/promotion' is a page of its own, not a sign-up token (issue 15 section 5).
        { path: '/create-account/promotion', ...page(null, signup) },
        { path: '/create-account/:token?/:variant?', ...page(null, signup) },
        {
          path: '/reports/optout',
          ...page(null, () => import('./features/reports/OptOutPage.js').then((m) => m.OptOutPage)),
        },
        {
          path: '/viewReport/*',
          ...page(null, () => import('./features/reports/ReportViewPage.js').then((m) => m.ReportViewPage)),
        },
        {
          element: <AppLayout />,
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              ...page(null, () => import('./features/home/HomePage.js').then((m) => m.HomePage)),
            },
            ...SECTION_ROOTS.map((root) => ({
              path: root,
              element: <SectionRedirect root={`${root}/`} />,
              errorElement: <RouteError />,
            })),
            ...menuRoutes,
            { path: '/test/index', ...page(null, planned) },
            {
              path: '/link/form/print/:submission',
              element: <FormPrintLink />,
              errorElement: <RouteError />,
            },
            { path: '/settings/account/promotion', ...page('/settings/account/', promotion) },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
