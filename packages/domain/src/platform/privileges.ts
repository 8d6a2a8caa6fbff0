/**
 * The privilege catalogue (platform spec 6, time spec 6, service spec 6).
 *
 * A privilege id is `Module:Kind:Name`, kind being View, Edit or Execute. Roles belong to one module
 * and hold privileges of that module only. `parent` names the grouping parent used by the tri-state
 * privilege editor (a child is a finer permission under its parent, e.g. deleting own time records
 * under editing them).
 */
export type ModuleName = 'Platform' | 'Time' | 'Insight' | 'Assets' | 'Forms' | 'Service';
export type PrivilegeKind = 'View' | 'Edit' | 'Execute';
export type PrivilegeId = `${ModuleName}:${PrivilegeKind}:${string}`;

/** Licensable modules in product order; Platform is shown as System (service spec 3, 9). */
export const MODULES: readonly ModuleName[] = ['Platform', 'Time', 'Assets', 'Forms', 'Insight', 'Service'];
export const MODULE_LABEL: Record<ModuleName, string> = {
  Platform: 'System',
  Time: 'Time',
  Insight: 'Insight',
  Assets: 'Assets',
  Forms: 'Forms',
  Service: 'Service',
};

export interface PrivilegeDef {
  id: PrivilegeId;
  module: ModuleName;
  kind: PrivilegeKind;
  name: string;
  /** Grouping parent id for the tri-state editor. */
  parent?: PrivilegeId;
}

const p = (id: PrivilegeId, parent?: PrivilegeId): PrivilegeDef => {
  const [module, kind, name] = id.split(':') as [ModuleName, PrivilegeKind, string];
  return parent ? { id, module, kind, name, parent } : { id, module, kind, name };
};

const timeFieldEdits = (who: 'MyTime' | 'OthersTime'): PrivilegeDef[] =>
  ['Asset', 'Time', 'Task', 'Location', 'CustomList', 'Misc', 'PayType', 'CustomField'].map((f) =>
    p(`Time:Edit:${who}${f}`, `Time:Edit:${who}`),
  );

const reports = (module: ModuleName, names: string[], parent?: PrivilegeId): PrivilegeDef[] =>
  names.map((n) => p(`${module}:Execute:${n}Report`, parent));

/** Every privilege of the product, in catalogue order. */
export const PRIVILEGE_CATALOGUE: readonly PrivilegeDef[] = [
  // Assets
  p('Assets:View:Asset'),
  p('Assets:Edit:Asset', 'Assets:View:Asset'),
  p('Assets:View:AssetNotes'),
  p('Assets:Edit:AssetNotes', 'Assets:View:AssetNotes'),
  p('Assets:View:AssetAssignmentOrUsage'),
  p('Assets:Edit:AssetAssignmentOrUsage', 'Assets:View:AssetAssignmentOrUsage'),
  ...reports('Assets', [
    'AssetInformation',
    'AssetUsage',
    'AssetAssignmentHistory',
    'EmployeeAssignedAssets',
    'EmployeeAssetTime',
    'LocationAssignedAssets',
  ]),
  // Forms
  p('Forms:View:FormBuilder'),
  p('Forms:Edit:FormBuilder', 'Forms:View:FormBuilder'),
  p('Forms:View:FormSubmission'),
  p('Forms:Execute:FormSubmission'),
  p('Forms:Execute:FormOthersDelete', 'Forms:View:FormSubmission'),
  p('Forms:Execute:FormMineDelete', 'Forms:View:FormSubmission'),
  p('Forms:Execute:MobileFormEmail'),
  // Insight
  ...reports('Insight', [
    'Asset',
    'Device',
    'FieldNotes',
    'LocationDailyLog',
    'LocationPhotos',
    'LocationTaskBudget',
  ]),
  p('Insight:View:Budget'),
  p('Insight:Edit:Budget', 'Insight:View:Budget'),
  p('Insight:View:CustomReport'),
  p('Insight:Edit:CustomReport', 'Insight:View:CustomReport'),
  p('Insight:View:Productivity'),
  p('Insight:Edit:Productivity', 'Insight:View:Productivity'),
  p('Insight:Execute:ProductivityDelete', 'Insight:Edit:Productivity'),
  p('Insight:Execute:CloseProductivity', 'Insight:Edit:Productivity'),
  p('Insight:View:ProductivityMobile'),
  p('Insight:Execute:ProductivityMobile', 'Insight:View:ProductivityMobile'),
  // Platform (System)
  ...(
    ['Employee', 'EmployeeRestricted', 'Role', 'Account', 'Location', 'Device', 'Modules', 'Task'] as const
  ).flatMap((n) => [p(`Platform:View:${n}`), p(`Platform:Edit:${n}`, `Platform:View:${n}`)]),
  p('Platform:Edit:EmployeeAccess', 'Platform:Edit:Employee'),
  p('Platform:Edit:Review', 'Platform:Edit:Employee'),
  p('Platform:Edit:Label', 'Platform:Edit:Account'),
  p('Platform:Edit:ExternalId', 'Platform:Edit:Employee'),
  p('Platform:Edit:Avatar', 'Platform:Edit:Employee'),
  p('Platform:View:SystemMessaging'),
  p('Platform:View:RecycleBin'),
  p('Platform:Execute:RecycleBin', 'Platform:View:RecycleBin'),
  p('Platform:Execute:ManageIntegration'),
  p('Platform:Execute:ManageQuickbooks', 'Platform:Execute:ManageIntegration'),
  ...reports('Platform', ['DeviceInformation', 'EmployeeInformation', 'UserRoles', 'TimeAuditLog']),
  // Service
  p('Service:View:Ticket'),
  p('Service:Edit:Ticket', 'Service:View:Ticket'),
  p('Service:Execute:CreateTicket', 'Service:Edit:Ticket'),
  p('Service:Execute:AssignToTicket', 'Service:Edit:Ticket'),
  ...reports('Service', [
    'LaborAnalysisProblem',
    'TechnicianList',
    'WorkOrderStatus',
    'TechnicianCallAnalysis',
  ]),
  // Time
  p('Time:Execute:TimeTracking'),
  p('Time:Execute:RealTimeEntryWeb'),
  p('Time:Execute:RealTimeEntryMobile'),
  p('Time:Execute:SheetEntryWeb'),
  p('Time:Execute:SheetEntryMobile'),
  p('Time:Execute:KioskClock'),
  p('Time:Execute:ClockInOthers'),
  p('Time:View:MyTime'),
  p('Time:Edit:MyTime', 'Time:View:MyTime'),
  ...timeFieldEdits('MyTime'),
  p('Time:Execute:MyTimeDelete', 'Time:Edit:MyTime'),
  p('Time:View:OthersTime'),
  p('Time:Edit:OthersTime', 'Time:View:OthersTime'),
  ...timeFieldEdits('OthersTime'),
  p('Time:Execute:OthersTimeDelete', 'Time:Edit:OthersTime'),
  p('Time:Execute:CustomFieldTimeEntryMine'),
  p('Time:Execute:CustomFieldTimeEntryOthers'),
  p('Time:Execute:AllocateRecords'),
  p('Time:Execute:BatchRecords'),
  p('Time:View:BatchedRecords'),
  p('Time:Edit:BatchedRecords', 'Time:View:BatchedRecords'),
  p('Time:Execute:CloseOrExportTimeRecord'),
  p('Time:Execute:EmployeeSignOff'),
  p('Time:Execute:ManagerSignOff'),
  p('Time:Execute:OfficeSignOffOne'),
  p('Time:Execute:OfficeSignOffTwo'),
  p('Time:View:Notes'),
  p('Time:Edit:Notes', 'Time:View:Notes'),
  p('Time:View:FaceCaptures'),
  ...reports('Time', [
    'EmployeeTimeCard',
    'Rollcall',
    'PayrollDetail',
    'PayrollSummary',
    'LaborHoursWorked',
    'LocationHoursSummary',
    'AverageTime',
    'LocationDetailedHours',
    'LocationTaskSummary',
    'LocationSignInSheet',
    'PendingRecords',
    'GeofenceDiscrepancies',
  ]),
];

const BY_ID = new Map(PRIVILEGE_CATALOGUE.map((d) => [d.id, d]));

/** True when `id` names a privilege of the catalogue. */
export function isPrivilegeId(id: string): id is PrivilegeId {
  return BY_ID.has(id as PrivilegeId);
}

/** The catalogue entry for `id`, or undefined. */
export function privilegeDef(id: string): PrivilegeDef | undefined {
  return BY_ID.get(id as PrivilegeId);
}

/** The privileges of one module (what a role of that module may hold). */
export function privilegesOfModule(module: ModuleName): PrivilegeDef[] {
  return PRIVILEGE_CATALOGUE.filter((d) => d.module === module);
}

/**
 * Named constants for the privileges that code checks, so a typo is a compile error.
 * `PRIV.ClockInOthers === 'Time:Execute:ClockInOthers'`.
 */
export const PRIV = {
  // Platform
  EmployeeView: 'Platform:View:Employee',
  EmployeeEdit: 'Platform:Edit:Employee',
  EmployeeRestrictedView: 'Platform:View:EmployeeRestricted',
  EmployeeRestrictedEdit: 'Platform:Edit:EmployeeRestricted',
  EmployeeAccessEdit: 'Platform:Edit:EmployeeAccess',
  ReviewEdit: 'Platform:Edit:Review',
  LabelEdit: 'Platform:Edit:Label',
  ExternalIdEdit: 'Platform:Edit:ExternalId',
  AvatarEdit: 'Platform:Edit:Avatar',
  RoleView: 'Platform:View:Role',
  RoleEdit: 'Platform:Edit:Role',
  AccountView: 'Platform:View:Account',
  AccountEdit: 'Platform:Edit:Account',
  LocationView: 'Platform:View:Location',
  LocationEdit: 'Platform:Edit:Location',
  DeviceView: 'Platform:View:Device',
  DeviceEdit: 'Platform:Edit:Device',
  ModulesView: 'Platform:View:Modules',
  ModulesEdit: 'Platform:Edit:Modules',
  TaskView: 'Platform:View:Task',
  TaskEdit: 'Platform:Edit:Task',
  SystemMessagingView: 'Platform:View:SystemMessaging',
  RecycleBinView: 'Platform:View:RecycleBin',
  RecycleBinExecute: 'Platform:Execute:RecycleBin',
  ManageIntegration: 'Platform:Execute:ManageIntegration',
  ManageQuickbooks: 'Platform:Execute:ManageQuickbooks',
  // Assets
  AssetView: 'Assets:View:Asset',
  AssetEdit: 'Assets:Edit:Asset',
  AssetNotesView: 'Assets:View:AssetNotes',
  AssetNotesEdit: 'Assets:Edit:AssetNotes',
  AssetAssignmentView: 'Assets:View:AssetAssignmentOrUsage',
  AssetAssignmentEdit: 'Assets:Edit:AssetAssignmentOrUsage',
  // Forms
  FormBuilderView: 'Forms:View:FormBuilder',
  FormBuilderEdit: 'Forms:Edit:FormBuilder',
  FormSubmissionView: 'Forms:View:FormSubmission',
  FormSubmissionExecute: 'Forms:Execute:FormSubmission',
  FormOthersDelete: 'Forms:Execute:FormOthersDelete',
  FormMineDelete: 'Forms:Execute:FormMineDelete',
  // Insight
  BudgetView: 'Insight:View:Budget',
  BudgetEdit: 'Insight:Edit:Budget',
  CustomReportView: 'Insight:View:CustomReport',
  ProductivityView: 'Insight:View:Productivity',
  // Service
  TicketView: 'Service:View:Ticket',
  TicketEdit: 'Service:Edit:Ticket',
  CreateTicket: 'Service:Execute:CreateTicket',
  AssignToTicket: 'Service:Execute:AssignToTicket',
  // Time
  TimeTracking: 'Time:Execute:TimeTracking',
  RealTimeEntryWeb: 'Time:Execute:RealTimeEntryWeb',
  SheetEntryWeb: 'Time:Execute:SheetEntryWeb',
  KioskClock: 'Time:Execute:KioskClock',
  ClockInOthers: 'Time:Execute:ClockInOthers',
  MyTimeView: 'Time:View:MyTime',
  MyTimeEdit: 'Time:Edit:MyTime',
  MyTimeDelete: 'Time:Execute:MyTimeDelete',
  OthersTimeView: 'Time:View:OthersTime',
  OthersTimeEdit: 'Time:Edit:OthersTime',
  OthersTimeDelete: 'Time:Execute:OthersTimeDelete',
  CustomFieldTimeEntryMine: 'Time:Execute:CustomFieldTimeEntryMine',
  CustomFieldTimeEntryOthers: 'Time:Execute:CustomFieldTimeEntryOthers',
  AllocateRecords: 'Time:Execute:AllocateRecords',
  BatchRecords: 'Time:Execute:BatchRecords',
  BatchedRecordsView: 'Time:View:BatchedRecords',
  BatchedRecordsEdit: 'Time:Edit:BatchedRecords',
  CloseOrExportTimeRecord: 'Time:Execute:CloseOrExportTimeRecord',
  EmployeeSignOff: 'Time:Execute:EmployeeSignOff',
  ManagerSignOff: 'Time:Execute:ManagerSignOff',
  OfficeSignOffOne: 'Time:Execute:OfficeSignOffOne',
  OfficeSignOffTwo: 'Time:Execute:OfficeSignOffTwo',
  NotesView: 'Time:View:Notes',
  NotesEdit: 'Time:Edit:Notes',
  FaceCapturesView: 'Time:View:FaceCaptures',
} as const satisfies Record<string, PrivilegeId>;

export type PrivName = keyof typeof PRIV;
