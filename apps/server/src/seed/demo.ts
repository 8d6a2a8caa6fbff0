import { createHash } from 'node:crypto';
import { PRIV, type PrivilegeId } from '@wm/domain';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Db } from '../platform/db/db.js';
import type { DemoRefs } from '../platform/module.js';
import { seedLargeDemo, wantsLargeSeed } from './large.js';

/** Password of every demo sign-in. */
export const DEMO_PASSWORD = 'Demo-1234';

/** A stable UUID for a demo row, so re-running the seed finds the same rows (no duplicates). */
export function demoId(key: string): string {
  const h = createHash('sha1').update(`wm-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The demo sign-ins and what each one is for (printed at start, listed in the README). */
export const DEMO_SIGN_INS: { userName: string; who: string }[] = [
  { userName: 'global', who: 'global administrator (platform operator)' },
  { userName: 'partner', who: 'partner administrator (reseller of both companies)' },
  { userName: 'admin', who: 'administrator of Northwind Field Services' },
  { userName: 'manager', who: 'field manager: time editor for everyone, assets, forms, insight' },
  { userName: 'payroll', who: 'payroll clerk: time batching and payroll reports' },
  { userName: 'dispatcher', who: 'dispatcher: service schedule and tickets, forms' },
  { userName: 'employee', who: 'field employee: own time clock, fills forms' },
  {
    userName: 'fiona',
    who: 'field employee (also gabriel): own time clock, fills forms; Hana Hughes has no sign-in',
  },
  { userName: 'admin2', who: 'administrator of Bluebird Landscaping (second company)' },
  {
    userName: 'partner2',
    who: 'partner administrator of Coastal Resellers (second partner, no customers yet)',
  },
];

const T = (...names: string[]) => names.map((n) => `Time:${n}` as PrivilegeId);

/** Demo roles per module with their privileges. */
export const DEMO_ROLES: { key: string; name: string; moduleId: string; privileges: string[] }[] = [
  {
    key: 'time-employee',
    name: 'Field Employee',
    moduleId: 'Time',
    privileges: [
      PRIV.TimeTracking,
      PRIV.RealTimeEntryWeb,
      PRIV.MyTimeView,
      'Time:Execute:RealTimeEntryMobile',
      // Field staff sign their own time (issue 19).
      PRIV.EmployeeSignOff,
    ],
  },
  {
    key: 'time-manager',
    name: 'Field Manager',
    moduleId: 'Time',
    privileges: [
      PRIV.TimeTracking,
      PRIV.RealTimeEntryWeb,
      PRIV.SheetEntryWeb,
      PRIV.ClockInOthers,
      PRIV.MyTimeView,
      PRIV.MyTimeEdit,
      PRIV.MyTimeDelete,
      PRIV.OthersTimeView,
      PRIV.OthersTimeEdit,
      PRIV.OthersTimeDelete,
      ...T(
        'Edit:OthersTimeTime',
        'Edit:OthersTimeTask',
        'Edit:OthersTimeLocation',
        'Edit:OthersTimeAsset',
        'Edit:MyTimeTime',
      ),
      PRIV.AllocateRecords,
      PRIV.NotesView,
      PRIV.NotesEdit,
      PRIV.ManagerSignOff,
      ...T(
        'Execute:EmployeeTimeCardReport',
        'Execute:RollcallReport',
        'Execute:LaborHoursWorkedReport',
        'Execute:LocationHoursSummaryReport',
      ),
    ],
  },
  {
    key: 'time-payroll',
    name: 'Payroll',
    moduleId: 'Time',
    privileges: [
      PRIV.MyTimeView,
      PRIV.OthersTimeView,
      PRIV.OthersTimeEdit,
      PRIV.BatchRecords,
      PRIV.BatchedRecordsView,
      PRIV.BatchedRecordsEdit,
      PRIV.CloseOrExportTimeRecord,
      PRIV.OfficeSignOffOne,
      ...T(
        'Execute:PayrollDetailReport',
        'Execute:PayrollSummaryReport',
        'Execute:PendingRecordsReport',
        'Execute:EmployeeTimeCardReport',
      ),
    ],
  },
  {
    key: 'platform-viewer',
    name: 'Office Viewer',
    moduleId: 'Platform',
    privileges: [PRIV.EmployeeView, PRIV.LocationView, PRIV.TaskView, PRIV.DeviceView],
  },
  {
    key: 'assets-manager',
    name: 'Asset Manager',
    moduleId: 'Assets',
    privileges: [
      PRIV.AssetView,
      PRIV.AssetEdit,
      PRIV.AssetNotesView,
      PRIV.AssetNotesEdit,
      PRIV.AssetAssignmentView,
      PRIV.AssetAssignmentEdit,
      'Assets:Execute:AssetInformationReport',
      'Assets:Execute:AssetUsageReport',
    ],
  },
  {
    key: 'service-dispatcher',
    name: 'Dispatcher',
    moduleId: 'Service',
    privileges: [
      PRIV.TicketView,
      PRIV.TicketEdit,
      PRIV.CreateTicket,
      PRIV.AssignToTicket,
      'Service:Execute:WorkOrderStatusReport',
      'Service:Execute:TechnicianListReport',
    ],
  },
  {
    key: 'forms-user',
    name: 'Forms User',
    moduleId: 'Forms',
    privileges: [PRIV.FormSubmissionView, PRIV.FormSubmissionExecute, PRIV.FormMineDelete],
  },
  {
    key: 'insight-viewer',
    name: 'Insight Viewer',
    moduleId: 'Insight',
    privileges: [PRIV.ProductivityView, PRIV.CustomReportView, PRIV.BudgetView],
  },
];

/** Which demo user holds which roles (keys of DEMO_ROLES). */
const USER_ROLES: Record<string, string[]> = {
  manager: ['time-manager', 'platform-viewer', 'assets-manager', 'forms-user', 'insight-viewer'],
  payroll: ['time-payroll', 'platform-viewer'],
  dispatcher: ['service-dispatcher', 'forms-user', 'platform-viewer'],
  employee: ['time-employee'],
  fiona: ['time-employee'],
  gabriel: ['time-employee'],
};

export const DEMO_COMPANY_ID = demoId('company:northwind');
export const DEMO_SECOND_COMPANY_ID = demoId('company:bluebird');
export const DEMO_PARTNER_ID = demoId('partner:summit');
export const DEMO_SECOND_PARTNER_ID = demoId('partner:coastal');

const LOCATIONS = [
  {
    key: 'office',
    code: 'HQ',
    name: 'Head Office',
    lat: 39.7392,
    lon: -104.9903,
    description: '1600 Broadway, Denver, CO',
    address: { street: '1600 Broadway', city: 'Denver', region: 'CO', postalCode: '80202' },
  },
  {
    key: 'union',
    code: 'US-01',
    name: 'Union Station Renovation',
    lat: 39.7527,
    lon: -105.0001,
    description: '1701 Wynkoop St, Denver, CO',
    address: { street: '1701 Wynkoop St', city: 'Denver', region: 'CO', postalCode: '80202' },
  },
  {
    key: 'union-b',
    code: 'US-01B',
    name: 'Union Station Platform B',
    lat: 39.7534,
    lon: -105.0009,
    parent: 'union',
    description: 'Track side works',
    address: {
      street: '1701 Wynkoop St',
      line2: 'Platform B',
      city: 'Denver',
      region: 'CO',
      postalCode: '80202',
    },
  },
  {
    key: 'cherry',
    code: 'CC-02',
    name: 'Cherry Creek Shopping Center',
    lat: 39.7172,
    lon: -104.9535,
    description: '3000 E 1st Ave, Denver, CO',
    address: { street: '3000 E 1st Ave', city: 'Denver', region: 'CO', postalCode: '80206' },
  },
  {
    key: 'boulder',
    code: 'BD-03',
    name: 'Boulder Depot',
    lat: 40.0176,
    lon: -105.2797,
    description: '2366 Junction Pl, Boulder, CO',
    address: { street: '2366 Junction Pl', city: 'Boulder', region: 'CO', postalCode: '80301' },
  },
  {
    key: 'airport',
    code: 'DEN-04',
    name: 'Denver Airport Hangar 3',
    lat: 39.8561,
    lon: -104.6737,
    description: '8500 Peña Blvd, Denver, CO',
    address: { street: '8500 Peña Blvd', city: 'Denver', region: 'CO', postalCode: '80249' },
  },
];
const TASKS = [
  { key: 'install', code: 'INS', name: 'Installation' },
  { key: 'maint', code: 'MNT', name: 'Maintenance' },
  { key: 'inspect', code: 'INSP', name: 'Inspection' },
  { key: 'repair', code: 'REP', name: 'Repair' },
  { key: 'repair-el', code: 'REP-EL', name: 'Electrical repair', parent: 'repair' },
  { key: 'travel', code: 'TRV', name: 'Travel' },
  { key: 'training', code: 'TRN', name: 'Training' },
];
const ASSETS = [
  { key: 'truck12', code: 'TRK-12', name: 'Ford F-150 Truck #12', condition: 1, year: 2022 },
  { key: 'truck07', code: 'TRK-07', name: 'Ford Transit Van #7', condition: 2, year: 2019 },
  { key: 'gen1', code: 'GEN-01', name: 'Honda EU7000 Generator', condition: 1, year: 2021 },
  { key: 'lift', code: 'LFT-02', name: 'Genie GS-1930 Scissor Lift', condition: 1, year: 2020 },
  { key: 'laptop', code: 'IT-15', name: 'Field Laptop 15', condition: 3, year: 2018 },
];
const PEOPLE: {
  key: string;
  first: string;
  last: string;
  code: string;
  pin: string;
  email: string;
  admin?: boolean;
  user?: string;
}[] = [
  {
    key: 'admin',
    first: 'Alice',
    last: 'Admin',
    code: 'E001',
    pin: '1001',
    email: 'alice.admin@northwind.example',
    admin: true,
    user: 'admin',
  },
  {
    key: 'manager',
    first: 'Marco',
    last: 'Manager',
    code: 'E002',
    pin: '1002',
    email: 'marco.manager@northwind.example',
    user: 'manager',
  },
  {
    key: 'payroll',
    first: 'Paula',
    last: 'Payroll',
    code: 'E003',
    pin: '1003',
    email: 'paula.payroll@northwind.example',
    user: 'payroll',
  },
  {
    key: 'dispatcher',
    first: 'Dana',
    last: 'Dispatcher',
    code: 'E004',
    pin: '1004',
    email: 'dana.dispatcher@northwind.example',
    user: 'dispatcher',
  },
  {
    key: 'employee',
    first: 'Eli',
    last: 'Employee',
    code: 'E005',
    pin: '1005',
    email: 'eli.employee@northwind.example',
    user: 'employee',
  },
  {
    key: 'field1',
    first: 'Fiona',
    last: 'Fields',
    code: 'E006',
    pin: '1006',
    email: 'fiona.fields@northwind.example',
    user: 'fiona',
  },
  {
    key: 'field2',
    first: 'Gabriel',
    last: 'Garcia',
    code: 'E007',
    pin: '1007',
    email: 'gabriel.garcia@northwind.example',
    user: 'gabriel',
  },
  {
    key: 'field3',
    first: 'Hana',
    last: 'Hughes',
    code: 'E008',
    pin: '1008',
    email: 'hana.hughes@northwind.example',
  },
];

/** True when the demo company exists (the start output then lists the sign-ins). */
export async function hasDemoData(db: Db): Promise<boolean> {
  return (await db.query('SELECT 1 FROM company WHERE id = $1', [DEMO_COMPANY_ID])).length > 0;
}

/**
 * Creates the demo partner, two companies, licences, roles, users and reference data (design.md 4).
 * Re-runnable: every row has a fixed id and is inserted with ON CONFLICT DO NOTHING, so a second run
 * adds nothing and changes nothing. Returns the ids modules need for their own demo rows.
 */
export async function seedDemo(db: Db): Promise<DemoRefs> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const C1 = DEMO_COMPANY_ID;
  const C2 = DEMO_SECOND_COMPANY_ID;
  const json = (v: unknown) => JSON.stringify(v);

  await db.transaction(async (tx) => {
    const insT = (sql: string, params: unknown[]) => tx.query(`${sql} ON CONFLICT DO NOTHING`, params);
    await insT('INSERT INTO partner (id, name, token, "contactEmail") VALUES ($1, $2, $3, $4)', [
      DEMO_PARTNER_ID,
      'Summit Channel Partners',
      'summit-demo',
      'sales@summit-partners.example',
    ]);
    await insT(
      'INSERT INTO company (id, partner_id, name, "timeZone", data) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        C1,
        DEMO_PARTNER_ID,
        'Northwind Field Services',
        'America/Denver',
        json({
          settings: {
            timeFormat: 1,
            pinDigitLength: 4,
            timeDisclaimer: 'I certify that the hours shown are a true record of my work.',
            unitSystem: 'imperial',
            minLunchMinutes: 30,
            lunchDeductionMinutes: 30,
            hoursExceededAlertAmount: 12,
            geoFenceBuffer: 100,
          },
          licensePeriod: 2,
        }),
      ],
    );
    await insT(
      'INSERT INTO company (id, partner_id, name, "timeZone", data) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        C2,
        DEMO_PARTNER_ID,
        'Bluebird Landscaping',
        'America/Chicago',
        json({
          settings: { timeFormat: 2, pinDigitLength: 4, timeDisclaimer: null, unitSystem: 'imperial' },
          licensePeriod: 1,
        }),
      ],
    );
    for (const [m, n] of Object.entries({ Time: 25, Assets: 10, Forms: 10, Insight: 5, Service: 10 })) {
      await insT('INSERT INTO company_licence (company_id, module, seats) VALUES ($1, $2, $3)', [C1, m, n]);
    }
    for (const [m, n] of Object.entries({ Time: 5, Forms: 3 })) {
      await insT('INSERT INTO company_licence (company_id, module, seats) VALUES ($1, $2, $3)', [C2, m, n]);
    }

    // Platform operators.
    await insT(
      'INSERT INTO app_user (id, "userName", email, password_hash, is_global) VALUES ($1, $2, $3, $4, true)',
      [demoId('user:global'), 'global', 'ops@workforce.example', hash],
    );
    await insT(
      'INSERT INTO app_user (id, partner_id, "userName", email, password_hash, is_partner) VALUES ($1, $2, $3, $4, $5, true)',
      [demoId('user:partner'), DEMO_PARTNER_ID, 'partner', 'sales@summit-partners.example', hash],
    );
    await insT('INSERT INTO partner (id, name, token, "contactEmail") VALUES ($1, $2, $3, $4)', [
      DEMO_SECOND_PARTNER_ID,
      'Coastal Resellers',
      'coastal-demo',
      'hello@coastal-resellers.example',
    ]);
    await insT(
      'INSERT INTO app_user (id, partner_id, "userName", email, password_hash, is_partner) VALUES ($1, $2, $3, $4, $5, true)',
      [demoId('user:partner2'), DEMO_SECOND_PARTNER_ID, 'partner2', 'hello@coastal-resellers.example', hash],
    );

    for (const r of DEMO_ROLES) {
      await insT(
        'INSERT INTO role (id, company_id, name, "moduleId", privileges) VALUES ($1, $2, $3, $4, $5::jsonb)',
        [demoId(`role:${r.key}`), C1, r.name, r.moduleId, json(r.privileges)],
      );
    }
    await insT(
      'INSERT INTO role (id, company_id, name, "moduleId", privileges) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        demoId('role:c2-time-employee'),
        C2,
        'Crew Member',
        'Time',
        json([PRIV.TimeTracking, PRIV.RealTimeEntryWeb, PRIV.MyTimeView]),
      ],
    );

    // Pay periods and groups.
    await insT(
      'INSERT INTO pay_period (id, company_id, name, type, data) VALUES ($1, $2, $3, 1, $4::jsonb)',
      [
        demoId('payperiod:weekly'),
        C1,
        'Weekly (Sunday)',
        json({ factor1: 0, roundingMinutes: 15, usesRounding: false }),
      ],
    );
    await insT(
      'INSERT INTO pay_period (id, company_id, name, type, data) VALUES ($1, $2, $3, 2, $4::jsonb)',
      [
        demoId('payperiod:biweekly'),
        C1,
        'Bi-Weekly',
        json({ factor1: '2026-01-04T07:00:00.000Z', roundingMinutes: 15, usesRounding: false }),
      ],
    );
    await insT(
      'INSERT INTO pay_group (id, company_id, name, "payPeriod_id", data) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        demoId('paygroup:hourly'),
        C1,
        'Hourly Field Staff',
        demoId('payperiod:weekly'),
        json({ defaultShift: 1 }),
      ],
    );
    await insT(
      'INSERT INTO pay_group (id, company_id, name, "payPeriod_id", data) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        demoId('paygroup:office'),
        C1,
        'Office Staff',
        demoId('payperiod:biweekly'),
        json({ defaultShift: 1 }),
      ],
    );
    await insT(
      'INSERT INTO pay_period (id, company_id, name, type, data) VALUES ($1, $2, $3, 1, $4::jsonb)',
      [demoId('payperiod:c2-weekly'), C2, 'Weekly (Monday)', json({ factor1: 1 })],
    );

    // Employees and their sign-ins.
    for (const p of PEOPLE) {
      let userId: string | null = null;
      if (p.user) {
        userId = demoId(`user:${p.user}`);
        await insT(
          'INSERT INTO app_user (id, company_id, "userName", email, password_hash) VALUES ($1, $2, $3, $4, $5)',
          [userId, C1, p.user, p.email, hash],
        );
      }
      await insT(
        `INSERT INTO employee (id, company_id, user_id, code, "firstName", "lastName", "fullName", email, pin, "isAdministrator", "payGroup_id", data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
        [
          demoId(`employee:${p.key}`),
          C1,
          userId,
          p.code,
          p.first,
          p.last,
          `${p.first} ${p.last}`,
          p.email,
          p.pin,
          p.admin === true,
          demoId(p.key === 'admin' || p.key === 'payroll' ? 'paygroup:office' : 'paygroup:hourly'),
          json({
            hireDate: '2024-03-01',
            occupation: p.key.startsWith('field') || p.key === 'employee' ? 'Technician' : 'Office',
            isTechnician: p.key.startsWith('field') || p.key === 'employee',
            defaultTimeZone: 'America/Denver',
          }),
        ],
      );
    }
    for (const [user, roles] of Object.entries(USER_ROLES)) {
      for (const r of roles) {
        await insT('INSERT INTO user_role (company_id, user_id, role_id) VALUES ($1, $2, $3)', [
          C1,
          demoId(`user:${user}`),
          demoId(`role:${r}`),
        ]);
      }
    }
    await insT(
      'INSERT INTO app_user (id, company_id, "userName", email, password_hash) VALUES ($1, $2, $3, $4, $5)',
      [demoId('user:admin2'), C2, 'admin2', 'owner@bluebird.example', hash],
    );
    await insT(
      `INSERT INTO employee (id, company_id, user_id, code, "firstName", "lastName", "fullName", email, pin, "isAdministrator")
       VALUES ($1, $2, $3, 'B001', 'Blair', 'Bluebird', 'Blair Bluebird', 'owner@bluebird.example', '2001', true)`,
      [demoId('employee:admin2'), C2, demoId('user:admin2')],
    );
    await insT(
      `INSERT INTO employee (id, company_id, code, "firstName", "lastName", "fullName", pin)
       VALUES ($1, $2, 'B002', 'Casey', 'Crew', 'Casey Crew', '2002')`,
      [demoId('employee:c2-crew'), C2],
    );

    // Locations, tasks, assets, devices, lists, groups, labels.
    for (const l of LOCATIONS) {
      await insT(
        'INSERT INTO location (id, company_id, parent_id, code, name, lat, lon, "payGroup_id", data) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)',
        [
          demoId(`location:${l.key}`),
          C1,
          l.parent ? demoId(`location:${l.parent}`) : null,
          l.code,
          l.name,
          l.lat,
          l.lon,
          demoId('paygroup:hourly'),
          // Full postal addresses: forms bind 'location.address' and tickets print it (issue 9).
          json({ description: l.description, geoFenceRadius: 150, address: { ...l.address, country: 'US' } }),
        ],
      );
    }
    await insT(
      'INSERT INTO location (id, company_id, code, name, lat, lon) VALUES ($1, $2, $3, $4, $5, $6)',
      [demoId('location:c2-yard'), C2, 'YARD', 'Bluebird Yard', 41.8781, -87.6298],
    );
    for (const t of TASKS) {
      await insT(
        'INSERT INTO task (id, company_id, parent_id, code, name, data) VALUES ($1, $2, $3, $4, $5, $6::jsonb)',
        [
          demoId(`task:${t.key}`),
          C1,
          t.parent ? demoId(`task:${t.parent}`) : null,
          t.code,
          t.name,
          json({ productivityUnitTracking: 'none', isGeofenceExempt: t.key === 'travel' }),
        ],
      );
    }
    await insT('INSERT INTO task (id, company_id, code, name) VALUES ($1, $2, $3, $4)', [
      demoId('task:c2-mowing'),
      C2,
      'MOW',
      'Mowing',
    ]);
    for (const a of ASSETS) {
      await insT(
        'INSERT INTO asset (id, company_id, code, name, condition, data) VALUES ($1, $2, $3, $4, $5, $6::jsonb)',
        [demoId(`asset:${a.key}`), C1, a.code, a.name, a.condition, json({ year: a.year })],
      );
    }
    await insT(
      'INSERT INTO device (id, company_id, name, phone, administrator_id, data) VALUES ($1, $2, $3, $4, $5, $6::jsonb)',
      [
        demoId('device:tablet1'),
        C1,
        'Field Tablet 1',
        '+1 303 555 0101',
        demoId('employee:manager'),
        json({ cardinality: 1 }),
      ],
    );
    await insT('INSERT INTO device (id, company_id, name, data) VALUES ($1, $2, $3, $4::jsonb)', [
      demoId('device:kiosk'),
      C1,
      'Head Office Kiosk',
      json({ cardinality: 1 }),
    ]);
    await insT(
      'INSERT INTO custom_list (id, company_id, name, priority, data) VALUES ($1, $2, $3, 1, $4::jsonb)',
      [
        demoId('customlist:phase'),
        C1,
        'Job Phase',
        json({
          options: [
            { id: demoId('option:phase:rough'), value: 'Rough-in', code: 'R', status: 1 },
            { id: demoId('option:phase:finish'), value: 'Finish', code: 'F', status: 1 },
            { id: demoId('option:phase:punch'), value: 'Punch list', code: 'P', status: 1 },
          ],
        }),
      ],
    );
    await insT(
      'INSERT INTO employee_grouping (id, company_id, code, name, data) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        demoId('grouping:north'),
        C1,
        'N',
        'North Crew',
        json({
          employeeIds: [demoId('employee:employee'), demoId('employee:field1'), demoId('employee:field2')],
        }),
      ],
    );
    await insT('INSERT INTO resource (id, company_id, key, value) VALUES ($1, $2, $3, $4)', [
      demoId('resource:division'),
      C1,
      'division',
      'Region',
    ]);
  });

  const refs: DemoRefs = {
    companyId: C1,
    secondCompanyId: C2,
    employeeIds: {
      admin: demoId('employee:admin'),
      manager: demoId('employee:manager'),
      payroll: demoId('employee:payroll'),
      dispatcher: demoId('employee:dispatcher'),
      employee: demoId('employee:employee'),
      field1: demoId('employee:field1'),
      field2: demoId('employee:field2'),
      field3: demoId('employee:field3'),
    },
    locationIds: LOCATIONS.map((l) => demoId(`location:${l.key}`)),
    taskIds: TASKS.map((t) => demoId(`task:${t.key}`)),
    assetIds: ASSETS.map((a) => demoId(`asset:${a.key}`)),
    payGroupId: demoId('paygroup:hourly'),
    payPeriodId: demoId('payperiod:weekly'),
    timeZone: 'America/Denver',
  };
  // SEED_SIZE=large grows the demo company to 10,000 employees and 5,000 locations (seed/large.ts).
  if (wantsLargeSeed()) await seedLargeDemo(db, refs);
  return refs;
}
