import { MODULES, type ModuleName, PRIVILEGE_CATALOGUE, type PrivilegeId } from './privileges.js';

/**
 * Who is asking: the privileges of the user's roles, the administrator and platform flags, whether a
 * company is in scope and which modules that company licenses. Both the server (to refuse calls) and
 * the console (to build menus and hide buttons) derive access from this one shape.
 */
export interface AccessContext {
  privileges: readonly string[];
  isAdministrator: boolean;
  isGlobal: boolean;
  isPartner: boolean;
  hasCompany: boolean;
  licensedModules: readonly ModuleName[];
}

/** Feature access: permitted route paths ('/time/editor/') and access keys ('/time/editor/others-time/edit'). */
export interface FeatureAccess {
  paths: string[];
  keys: string[];
}

/**
 * The privileges that count (platform spec 6; service spec 4 "Administrator toggle"): a company
 * administrator holds every privilege of the licensed modules and of the platform module; anyone
 * else holds their roles' privileges of licensed modules only. Global and partner administrators
 * without a company hold none of a company's privileges.
 */
export function effectivePrivileges(ctx: AccessContext): Set<string> {
  const licensed = new Set<ModuleName>(['Platform', ...ctx.licensedModules]);
  if (!ctx.hasCompany) return new Set();
  if (ctx.isAdministrator) {
    return new Set(PRIVILEGE_CATALOGUE.filter((d) => licensed.has(d.module)).map((d) => d.id));
  }
  const out = new Set<string>();
  for (const id of ctx.privileges) {
    const module = id.split(':')[0] as ModuleName;
    if (MODULES.includes(module) && licensed.has(module)) out.add(id);
  }
  return out;
}

interface RouteRule {
  path: string;
  /** Any one of these privileges opens the route; an empty list means every signed-in company user. */
  anyOf: PrivilegeId[];
  /** Who besides company users: platform operators' own screens. */
  audience?: 'global' | 'partner' | 'globalOrPartner';
  /**
   * Also every company user when the company licenses this module: screens whose records the server
   * scopes to the user's own (a field employee's tickets, issue 10).
   */
  ownWhenLicensed?: ModuleName;
}

const T = (n: string) => `Time:${n}` as PrivilegeId;

/** Route rules for the menus of platform spec 2.3 and the time, asset, forms, service and settings screens. */
export const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/', anyOf: [] },
  { path: '/dashboard/', anyOf: [] },
  { path: '/my-account/my-profile/', anyOf: [] },
  // Insight
  { path: '/insight/productivity/', anyOf: ['Insight:View:Budget'] },
  { path: '/insight/customreport/', anyOf: ['Insight:View:CustomReport'] },
  // Time
  {
    path: '/time/editor/',
    anyOf: [T('View:MyTime'), T('View:OthersTime'), T('View:BatchedRecords'), T('Execute:BatchRecords')],
  },
  { path: '/time/clock/', anyOf: [T('Execute:RealTimeEntryWeb')] },
  { path: '/time/kiosk/', anyOf: [T('Execute:KioskClock')] },
  { path: '/time/timesheet/', anyOf: [T('Execute:SheetEntryWeb')] },
  { path: '/time/timeSheets/', anyOf: [T('View:OthersTime')] },
  // Assets
  { path: '/assets/inventory/', anyOf: ['Assets:View:Asset'] },
  { path: '/assets/location-usage/', anyOf: ['Assets:View:AssetAssignmentOrUsage'] },
  { path: '/assets/employee-assignment/', anyOf: ['Assets:View:AssetAssignmentOrUsage'] },
  // Forms
  { path: '/forms/submit/', anyOf: ['Forms:Execute:FormSubmission'] },
  { path: '/forms/drafts/', anyOf: ['Forms:Execute:FormSubmission'] },
  { path: '/forms/completed/', anyOf: ['Forms:View:FormSubmission'] },
  { path: '/forms/builder/', anyOf: ['Forms:View:FormBuilder'] },
  // Service
  { path: '/tickets/schedules/', anyOf: ['Service:View:Ticket'] },
  // A field employee sees their own tickets, read-only (the server scopes the list; issue 10).
  { path: '/tickets/tickets/', anyOf: ['Service:View:Ticket'], ownWhenLicensed: 'Service' },
  { path: '/tickets/triage/', anyOf: ['Service:View:Ticket'] },
  // Settings (only when a company exists: enforced in deriveFeatureAccess)
  { path: '/settings/account/', anyOf: ['Platform:View:Account'] },
  { path: '/settings/modules/', anyOf: ['Platform:View:Modules'] },
  { path: '/settings/user-roles/', anyOf: ['Platform:View:Role'] },
  { path: '/settings/employees/', anyOf: ['Platform:View:Employee', 'Platform:View:EmployeeRestricted'] },
  { path: '/settings/massassign/', anyOf: ['Platform:Edit:EmployeeAccess'] },
  { path: '/settings/locations/', anyOf: ['Platform:View:Location'] },
  { path: '/settings/tasks/', anyOf: ['Platform:View:Task'] },
  { path: '/settings/devices/', anyOf: ['Platform:View:Device'] },
  { path: '/settings/integrations/', anyOf: ['Platform:Execute:ManageIntegration'] },
  { path: '/settings/recycle-bin/', anyOf: ['Platform:View:RecycleBin'] },
  // Platform operators
  { path: '/channel-accounts/', anyOf: [], audience: 'global' },
  { path: '/channel-account/', anyOf: [], audience: 'partner' },
  { path: '/customers/', anyOf: [], audience: 'globalOrPartner' },
];

/** Report catalogue by category (time spec 3 "Report catalogue by key") and the privilege each needs. */
export const REPORTS: Readonly<
  Record<'time' | 'insight' | 'asset' | 'service' | 'admin', Record<string, PrivilegeId>>
> = {
  time: {
    'employee-time-card': 'Time:Execute:EmployeeTimeCardReport',
    rollcall: 'Time:Execute:RollcallReport',
    'payroll-detail': 'Time:Execute:PayrollDetailReport',
    'payroll-summary': 'Time:Execute:PayrollSummaryReport',
    'labor-hours-worked': 'Time:Execute:LaborHoursWorkedReport',
    'location-hours-summary': 'Time:Execute:LocationHoursSummaryReport',
    'average-time': 'Time:Execute:AverageTimeReport',
    'location-detailed-hours': 'Time:Execute:LocationDetailedHoursReport',
    'location-task-summary': 'Time:Execute:LocationTaskSummaryReport',
    'location-sign-in-sheet': 'Time:Execute:LocationSignInSheetReport',
    'pending-records': 'Time:Execute:PendingRecordsReport',
    'geofence-discrepancies': 'Time:Execute:GeofenceDiscrepanciesReport',
  },
  asset: {
    'asset-information': 'Assets:Execute:AssetInformationReport',
    'asset-usage': 'Assets:Execute:AssetUsageReport',
    'asset-assignment-history': 'Assets:Execute:AssetAssignmentHistoryReport',
    'employee-assigned-assets': 'Assets:Execute:EmployeeAssignedAssetsReport',
    'employee-asset-time': 'Assets:Execute:EmployeeAssetTimeReport',
    'location-assigned-assets': 'Assets:Execute:LocationAssignedAssetsReport',
  },
  insight: {
    'field-notes': 'Insight:Execute:FieldNotesReport',
    'location-daily-log': 'Insight:Execute:LocationDailyLogReport',
    'location-photos': 'Insight:Execute:LocationPhotosReport',
    'location-weather': 'Insight:Execute:AssetReport',
    'location-task-budget': 'Insight:Execute:LocationTaskBudgetReport',
  },
  admin: {
    'device-information': 'Platform:Execute:DeviceInformationReport',
    'employee-information': 'Platform:Execute:EmployeeInformationReport',
    'user-roles': 'Platform:Execute:UserRolesReport',
    'time-audit-log': 'Platform:Execute:TimeAuditLogReport',
  },
  service: {
    'labor-analysis-problem': 'Service:Execute:LaborAnalysisProblemReport',
    'technician-list': 'Service:Execute:TechnicianListReport',
    'work-order-status': 'Service:Execute:WorkOrderStatusReport',
    'technician-call-analysis': 'Service:Execute:TechnicianCallAnalysisReport',
  },
};

interface KeyRule {
  path: string;
  key: string;
  anyOf: PrivilegeId[];
}

const k = (path: string, key: string, ...anyOf: PrivilegeId[]): KeyRule => ({ path, key, anyOf });
const E = '/time/editor/';
const timeFieldKeys = (who: 'my-time' | 'others-time', priv: 'MyTime' | 'OthersTime'): KeyRule[] =>
  (['Asset', 'Time', 'Task', 'Location', 'CustomList', 'Misc', 'PayType', 'CustomField'] as const).map((f) =>
    k(
      E,
      `${who}/${f.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())}/edit`,
      T(`Edit:${priv}${f}`),
    ),
  );

/** Access keys seen by screens (platform spec 6; time spec 6; service spec 6). */
export const KEY_RULES: readonly KeyRule[] = [
  // Time editor and clock
  k(E, 'edit', T('Edit:MyTime'), T('Edit:OthersTime')),
  k(E, 'my-time/edit', T('Edit:MyTime')),
  k(E, 'others-time/edit', T('Edit:OthersTime')),
  k(E, 'timeOthers/edit', T('Edit:OthersTime')),
  k(E, 'my-time/delete', T('Execute:MyTimeDelete')),
  k(E, 'others-time/delete', T('Execute:OthersTimeDelete')),
  ...timeFieldKeys('my-time', 'MyTime'),
  ...timeFieldKeys('others-time', 'OthersTime'),
  k(E, 'batch-records', T('Execute:BatchRecords')),
  k(E, 'batched-records/view', T('View:BatchedRecords')),
  k(E, 'batched-records/edit', T('Edit:BatchedRecords')),
  k(E, 'close-out', T('Execute:CloseOrExportTimeRecord')),
  k(E, 'notes', T('View:Notes')),
  k(E, 'notes/edit', T('Edit:Notes')),
  k(E, 'allocator', T('Execute:AllocateRecords')),
  k(E, 'employee-signoff/execute', T('Execute:EmployeeSignOff')),
  k(E, 'field-manager-signoff/execute', T('Execute:ManagerSignOff')),
  k(E, 'office-signoff-one/execute', T('Execute:OfficeSignOffOne')),
  k(E, 'office-signoff-two/execute', T('Execute:OfficeSignOffTwo')),
  k(E, 'customFieldMine/view', T('View:MyTime')),
  k(E, 'customFieldMine/edit', T('Edit:MyTimeCustomField')),
  k(E, 'customFieldOthers/view', T('View:OthersTime')),
  k(E, 'customFieldOthers/edit', T('Edit:OthersTimeCustomField')),
  k(E, 'customFieldTimeEntryMine/execute', T('Execute:CustomFieldTimeEntryMine')),
  k(E, 'customFieldTimeEntryOthers/execute', T('Execute:CustomFieldTimeEntryOthers')),
  k(E, 'face-captures/view', T('View:FaceCaptures')),
  k('/time/clock/', 'clockInOthers/execute', T('Execute:ClockInOthers')),
  k('/time/kiosk/', 'clockInOthers/execute', T('Execute:KioskClock')),
  // Assets
  ...['/assets/inventory/', '/assets/location-usage/', '/assets/employee-assignment/'].flatMap((path) => [
    k(path, 'edit', 'Assets:Edit:Asset', 'Assets:Edit:AssetAssignmentOrUsage'),
    k(path, 'form-submissions', 'Forms:View:FormSubmission'),
    k(path, 'notes/edit', 'Assets:Edit:AssetNotes'),
  ]),
  // Forms
  k('/forms/completed/', 'form-submissions', 'Forms:View:FormSubmission'),
  k('/forms/completed/', 'mine/delete', 'Forms:Execute:FormMineDelete'),
  k('/forms/completed/', 'others/delete', 'Forms:Execute:FormOthersDelete'),
  k('/forms/builder/', 'edit', 'Forms:Edit:FormBuilder'),
  // Service
  k('/tickets/schedules/', 'edit', 'Service:Edit:Ticket'),
  k('/tickets/schedules/', 'create', 'Service:Execute:CreateTicket'),
  k('/tickets/schedules/', 'assign', 'Service:Execute:AssignToTicket'),
  // Settings
  k('/settings/employees/', 'edit', 'Platform:Edit:Employee'),
  k('/settings/employees/', 'restricted/edit', 'Platform:Edit:EmployeeRestricted'),
  k('/settings/employees/', 'form-submissions', 'Forms:View:FormSubmission'),
  k('/settings/employees/', 'is-admin/edit', 'Platform:Edit:EmployeeAccess'),
  k('/settings/employees/', 'roles/edit', 'Platform:Edit:EmployeeAccess'),
  k('/settings/employees/', 'external-id/edit', 'Platform:Edit:ExternalId'),
  k('/settings/employees/', 'review/edit', 'Platform:Edit:Review'),
  k('/settings/employees/', 'avatar/edit', 'Platform:Edit:Avatar'),
  k('/settings/account/', 'account', 'Platform:View:Account'),
  k('/settings/account/', 'settings', 'Platform:View:Account'),
  k('/settings/account/', 'settings/edit', 'Platform:Edit:Account'),
  k('/settings/account/', 'label/edit', 'Platform:Edit:Label'),
  k('/settings/modules/', 'edit', 'Platform:Edit:Modules'),
  k('/settings/user-roles/', 'roles/edit', 'Platform:Edit:Role'),
  k('/settings/locations/', 'edit', 'Platform:Edit:Location'),
  k('/settings/tasks/', 'edit', 'Platform:Edit:Task'),
  k('/settings/devices/', 'edit', 'Platform:Edit:Device'),
  k('/settings/recycle-bin/', 'execute', 'Platform:Execute:RecycleBin'),
];

const holdsAny = (held: Set<string>, anyOf: readonly string[]) => anyOf.some((id) => held.has(id));

/**
 * Feature-access paths and keys of a user (platform spec 2.3, 6): the console builds its menus and
 * hides buttons from these; the server answers identity with them. Settings paths need a company;
 * /channel-accounts/ and /customers/ are for global administrators, /channel-account/ for partners.
 * Reports: '/reports/{category}/' for each category with a permitted report, and the key
 * '/reports/{category}/{report-key}' per permitted report; '/reports/' when any is permitted.
 */
export function deriveFeatureAccess(ctx: AccessContext): FeatureAccess {
  const held = effectivePrivileges(ctx);
  const paths: string[] = [];
  for (const rule of ROUTE_RULES) {
    if (rule.audience) {
      const ok =
        rule.audience === 'global'
          ? ctx.isGlobal
          : rule.audience === 'partner'
            ? ctx.isPartner && !ctx.isGlobal
            : ctx.isGlobal || ctx.isPartner;
      if (ok) paths.push(rule.path);
      continue;
    }
    if (!ctx.hasCompany && rule.path !== '/') continue;
    const own = rule.ownWhenLicensed !== undefined && ctx.licensedModules.includes(rule.ownWhenLicensed);
    if (rule.anyOf.length === 0 || own || holdsAny(held, rule.anyOf)) paths.push(rule.path);
  }
  const keys: string[] = [];
  for (const rule of KEY_RULES) {
    if (paths.includes(rule.path) && holdsAny(held, rule.anyOf)) keys.push(rule.path + rule.key);
  }
  let anyReport = false;
  for (const [category, reports] of Object.entries(REPORTS)) {
    const permitted = Object.entries(reports).filter(([, id]) => held.has(id));
    if (permitted.length === 0) continue;
    anyReport = true;
    paths.push(`/reports/${category}/`);
    for (const [key] of permitted) keys.push(`/reports/${category}/${key}`);
  }
  if (anyReport) paths.push('/reports/', '/reports/my-favorites/', '/reports/scheduled/');
  return { paths, keys };
}

/**
 * True when `path` is permitted and, with `key`, when `path + key` is an access key.
 * `hasAccess(access, '/time/editor/', 'others-time/edit')`.
 */
export function hasAccess(access: FeatureAccess, path: string, key?: string): boolean {
  const p = path.endsWith('/') ? path : `${path}/`;
  if (key === undefined) return access.paths.includes(p);
  return access.keys.includes(p + key);
}
