import { Spinner } from '@wm/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { FRAME_AREAS } from './i18n/i18n.js';
import { menuLeafPaths } from './features/shell/menus.js';
import { prefetchIdentity, prefetchScreenData } from './lib/prefetch.js';

type Loader = () => Promise<ComponentType>;

/** Loads the string areas a route needs (i18n.ts `loadAreas` bound to the app's instance). */
export type StringsLoader = (areas: readonly string[]) => Promise<void>;

let loadStrings: StringsLoader = () => Promise.resolve();

/**
 * A page loader that also fetches the page's string areas (i18n namespaces, issue 20), in parallel
 * with its chunk. `areas` lists every '<area>.<lng>.json' the page and its imports use beyond the
 * core strings (checked by routes.test.ts).
 */
function withStrings(areas: readonly string[], load: Loader): Loader {
  return async () => {
    const [Page] = await Promise.all([load(), loadStrings(areas)]);
    return Page;
  };
}

/**
 * A lazily loaded page, guarded by its feature-access path when `accessPath` is given, with its own
 * error boundary (RouteError: a translated message, Reload, the error reported to the server). A
 * guarded page's first data request starts with its chunk (lib/prefetch.ts `prefetchScreenData`).
 */
function page(accessPath: string | null, load: Loader): Pick<RouteObject, 'lazy' | 'errorElement'> {
  return {
    errorElement: <RouteError />,
    lazy: async () => {
      if (!accessPath) return { Component: await load() };
      prefetchScreenData(accessPath);
      const [Page, { RequireAccess }] = await Promise.all([load(), import('./features/shell/frameEntry.js')]);
      return {
        element: (
          <RequireAccess path={accessPath}>
            <Page />
          </RequireAccess>
        ),
      };
    },
  };
}

const planned: Loader = withStrings([], () =>
  import('./features/placeholder/PlannedPage.js').then((m) => m.PlannedPage),
);
const signup: Loader = withStrings(['partners'], () =>
  import('./features/partners/SignupPage.js').then((m) => m.SignupPage),
);
const promotion: Loader = withStrings(['partners'], () =>
  import('./features/partners/PromotionPage.js').then((m) => m.PromotionPage),
);

/** Screens built in this console; every other menu path shows the planned-screen page. */
const BUILT: Record<string, Loader> = {
  '/time/clock/': withStrings(['forms', 'payroll'], () =>
    import('./features/time/ClockPage.js').then((m) => m.ClockPage),
  ),
  '/time/editor/': withStrings(['allocator', 'numbers', 'payroll', 'timeeditor'], () =>
    import('./features/time/EditorPage.js').then((m) => m.EditorPage),
  ),
  '/settings/employees/': withStrings(
    ['access', 'company', 'employees', 'forms', 'integrations', 'numbers'],
    () => import('./features/settings/employees/EmployeesPage.js').then((m) => m.EmployeesPage),
  ),
  '/my-account/my-profile/': withStrings(['access', 'company', 'employees', 'forms', 'numbers'], () =>
    import('./features/settings/employees/MyProfilePage.js').then((m) => m.MyProfilePage),
  ),
  '/settings/user-roles/': withStrings(['access', 'integrations', 'numbers', 'payroll'], () =>
    import('./features/settings/access/UserRolesPage.js').then((m) => m.UserRolesPage),
  ),
  '/settings/massassign/': withStrings(['access'], () =>
    import('./features/settings/access/MassAssignPage.js').then((m) => m.MassAssignPage),
  ),
  '/settings/locations/': withStrings(['forms', 'integrations', 'numbers', 'places'], () =>
    import('./features/settings/places/LocationsPage.js').then((m) => m.LocationsPage),
  ),
  '/settings/tasks/': withStrings(['integrations', 'numbers', 'places'], () =>
    import('./features/settings/places/TasksPage.js').then((m) => m.TasksPage),
  ),
  '/settings/devices/': withStrings(['integrations', 'numbers', 'places'], () =>
    import('./features/settings/places/DevicesPage.js').then((m) => m.DevicesPage),
  ),
  '/settings/account/': withStrings(['company', 'numbers'], () =>
    import('./features/settings/company/CompanySettingsPage.js').then((m) => m.CompanySettingsPage),
  ),
  '/settings/integrations/': withStrings(['integrations'], () =>
    import('./features/settings/integrations/IntegrationsPage.js').then((m) => m.IntegrationsPage),
  ),
  '/settings/recycle-bin/': withStrings(['integrations', 'recyclebin'], () =>
    import('./features/settings/recyclebin/RecycleBinPage.js').then((m) => m.RecycleBinPage),
  ),
  '/assets/inventory/': withStrings(['assets', 'company', 'forms', 'integrations', 'numbers', 'places'], () =>
    import('./features/assets/InventoryPage.js').then((m) => m.InventoryPage),
  ),
  '/assets/employee-assignment/': withStrings(['assets', 'numbers', 'places'], () =>
    import('./features/assets/AssignmentPage.js').then((m) => m.AssignmentPage),
  ),
  '/assets/location-usage/': withStrings(['assets', 'numbers', 'places'], () =>
    import('./features/assets/UsagePage.js').then((m) => m.UsagePage),
  ),
  '/insight/productivity/': withStrings(['insight'], () =>
    import('./features/insight/ProductivityPage.js').then((m) => m.ProductivityPage),
  ),
  '/insight/customreport/': withStrings(['insight'], () =>
    import('./features/insight/CustomReportPage.js').then((m) => m.CustomReportPage),
  ),
  '/settings/modules/': withStrings(['integrations', 'numbers', 'payroll', 'service'], () =>
    import('./features/payroll/ModulesPage.js').then((m) => m.ModulesPage),
  ),
  '/time/timesheet/': withStrings(['payroll'], () =>
    import('./features/timesheet/TimesheetPage.js').then((m) => m.TimesheetPage),
  ),
  '/time/timeSheets/': withStrings(['payroll', 'timeeditor'], () =>
    import('./features/timesheet/TimeSheetsPage.js').then((m) => m.TimeSheetsPage),
  ),
  '/time/kiosk/': withStrings(['kiosk', 'payroll'], () =>
    import('./features/kiosk/KioskPage.js').then((m) => m.KioskPage),
  ),
  '/reports/scheduled/': withStrings(['payroll', 'reports'], () =>
    import('./features/reports/ScheduledReportsPage.js').then((m) => m.ScheduledReportsPage),
  ),
  '/forms/submit/': withStrings(['forms'], () =>
    import('./features/forms/SubmitPage.js').then((m) => m.SubmitPage),
  ),
  '/forms/completed/': withStrings(['forms'], () =>
    import('./features/forms/SubmissionsPage.js').then((m) => m.CompletedPage),
  ),
  '/forms/drafts/': withStrings(['forms'], () =>
    import('./features/forms/SubmissionsPage.js').then((m) => m.DraftsPage),
  ),
  '/forms/builder/': withStrings(['forms'], () =>
    import('./features/forms/BuilderPage.js').then((m) => m.BuilderPage),
  ),
  '/channel-accounts/': withStrings(['partners'], () =>
    import('./features/partners/PartnersPage.js').then((m) => m.PartnersPage),
  ),
  '/channel-account/': withStrings(['partners'], () =>
    import('./features/partners/PartnersPage.js').then((m) => m.PartnersPage),
  ),
  '/customers/': withStrings(['company', 'numbers', 'partners'], () =>
    import('./features/partners/CustomersPage.js').then((m) => m.CustomersPage),
  ),
  '/tickets/tickets/': withStrings(['insight', 'service'], () =>
    import('./features/service/TicketsPage.js').then((m) => m.TicketsPage),
  ),
  '/tickets/triage/': withStrings(['insight', 'service'], () =>
    import('./features/service/TriagePage.js').then((m) => m.TriagePage),
  ),
  '/tickets/schedules/': withStrings(['scheduler', 'insight', 'service'], () =>
    import('./features/scheduler/SchedulerPage.js').then((m) => m.SchedulerPage),
  ),
  ...Object.fromEntries(
    ['my-favorites', 'time', 'insight', 'asset', 'service', 'admin'].map((c) => [
      `/reports/${c}/`,
      withStrings(['payroll', 'reports'], () =>
        import('./features/reports/ReportsPage.js').then((m) => m.ReportsPage),
      ),
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
    <div style={{ display: 'flex', justifyContent: 'center', padding: '2rem' }}>
      <Spinner size="lg" />
    </div>
  );
}

const RouteErrorView = lazy(() =>
  import('./features/shell/RouteError.js').then((m) => ({ default: m.RouteError })),
);

/** The error element of every route (features/shell/RouteError), loaded when an error happens. */
function RouteError() {
  return (
    <Suspense fallback={<Fallback />}>
      <RouteErrorView />
    </Suspense>
  );
}

/**
 * The route table of platform spec 2.1: sign-in and the anonymous pages outside the signed-in
 * frame; home, section roots and one route per menu entry inside it; unknown paths go to '/'.
 * Every page, the frame and the guards load lazily with their string areas (`strings`, issue 20).
 */
export function buildRoutes(strings?: StringsLoader): RouteObject[] {
  if (strings) loadStrings = strings;
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
          ...page(
            null,
            withStrings([], () => import('./features/auth/FirstRunPage.js').then((m) => m.FirstRunGate)),
          ),
        },
        // '/create-account/promotion' is a page of its own, not a sign-up token (issue 15 section 5).
        { path: '/create-account/promotion', ...page(null, signup) },
        { path: '/create-account/:token?/:variant?', ...page(null, signup) },
        {
          path: '/reports/optout',
          ...page(
            null,
            withStrings(['reports'], () =>
              import('./features/reports/OptOutPage.js').then((m) => m.OptOutPage),
            ),
          ),
        },
        {
          path: '/viewReport/*',
          ...page(
            null,
            withStrings(['payroll', 'reports', 'timeeditor'], () =>
              import('./features/reports/ReportViewPage.js').then((m) => m.ReportViewPage),
            ),
          ),
        },
        {
          // The signed-in frame is a chunk of its own: the sign-in page never loads it (issue 20).
          errorElement: <RouteError />,
          lazy: async () => {
            prefetchIdentity();
            const [{ AppLayout, DeferredUpdatePrompt }] = await Promise.all([
              import('./features/shell/frameEntry.js'),
              loadStrings(FRAME_AREAS),
            ]);
            return {
              element: (
                <>
                  <AppLayout />
                  <DeferredUpdatePrompt />
                </>
              ),
            };
          },
          children: [
            {
              index: true,
              ...page(
                null,
                withStrings(['assets', 'home', 'insight', 'places'], () =>
                  import('./features/home/HomePage.js').then((m) => m.HomePage),
                ),
              ),
            },
            ...SECTION_ROOTS.map((root) => ({
              path: root,
              errorElement: <RouteError />,
              lazy: async () => {
                const { SectionRedirect } = await import('./features/shell/frameEntry.js');
                return { element: <SectionRedirect root={`${root}/`} /> };
              },
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
