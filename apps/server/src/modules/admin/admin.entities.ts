import {
  AssetSchema,
  CompanySchema,
  CustomListSchema,
  DeviceSchema,
  EmployeeSchema,
  GroupingSchema,
  LocationSchema,
  PayGroupSchema,
  PayPeriodSchema,
  ResourceSchema,
  RoleSchema,
  TaskSchema,
  UserSchema,
} from '@wm/api/schemas';
import { MODULES, type ModuleName, PRIV, privilegeDef } from '@wm/domain';
import { holdsAny } from '../../platform/auth/context.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import type { EntityDefinition, EntityRecord } from '../../platform/entities/types.js';
import { assertSeats, seatsHeldBy } from './licences.js';
import { createUser, renameUser, roleIdsOf, setPassword, setRoles } from './users.js';

/** Who may list other employees (the rest see only their own employee record). */
const EMPLOYEE_READERS = [
  PRIV.EmployeeView,
  PRIV.EmployeeRestrictedView,
  PRIV.OthersTimeView,
  PRIV.ClockInOthers,
  PRIV.AllocateRecords,
  PRIV.BatchRecords,
  PRIV.TicketView,
  PRIV.AssetAssignmentView,
  PRIV.FormSubmissionView,
];

/** Seat usage before an employee save, for the licence check after it (keyed by the save's context). */
const seatsBefore = new WeakMap<object, Awaited<ReturnType<typeof seatsHeldBy>>>();

const TREE_COLUMNS = { parent_id: 'string', code: 'string', name: 'string' } as const;

/** Company (service spec 3): settings live in `settings`; `licenses` lists seats per module. */
export const CompanyEntity: EntityDefinition = {
  name: 'Company',
  aliases: ['v2.0/Company'],
  table: 'company',
  tenant: 'company-self',
  columns: { partner_id: 'string', name: 'string', timeZone: 'string' },
  virtualFields: ['licenses', 'licenseSeats'],
  // expand=logo adds the logo's File record (platform spec: GET v2.0/Company with logo expanded).
  expand: { logo: 'File' },
  schema: CompanySchema,
  view: [],
  edit: [PRIV.AccountEdit],
  defaultOrderBy: 'name asc',
  hooks: {
    async afterLoad(ctx, records) {
      if (records.length === 0) return;
      const rows = await ctx.db.query<{ company_id: string; module: string; seats: number }>(
        'SELECT company_id, module, seats FROM company_licence WHERE company_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY module',
        [JSON.stringify(records.map((r) => r.id))],
      );
      for (const r of records) {
        r.licenses = rows
          .filter((l) => l.company_id === r.id)
          .map((l) => ({ productId: `system-${l.module}`, module: l.module, quantity: l.seats }));
      }
    },
    async afterSave(ctx, saved, input) {
      // Licence seats are set by global and partner administrators only: {licenseSeats: {Time: 10, ...}}.
      const seats = input.licenseSeats;
      if (seats === undefined) return;
      if (!ctx.auth.isGlobal && !ctx.auth.isPartner)
        throw forbidden('Not authorized: only global and partner administrators change licences');
      if (typeof seats !== 'object' || seats === null)
        throw badRequest('licenseSeats must be an object of module -> seats');
      for (const [module, n] of Object.entries(seats)) {
        if (!MODULES.includes(module as ModuleName) || module === 'Platform')
          throw badRequest(`Unknown licensed module '${module}'`);
        if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > 100000)
          throw badRequest(`licenseSeats.${module} must be a whole number 0..100000`);
        await ctx.db.query(
          `INSERT INTO company_licence (company_id, module, seats) VALUES ($1, $2, $3)
           ON CONFLICT (company_id, module) DO UPDATE SET seats = EXCLUDED.seats`,
          [saved.id, module, n],
        );
      }
    },
  },
};

/**
 * Employee (service spec 3). `user` {id, userName, roleIds} and `roleIds` come from the user's roles;
 * saving `user.userName` (+ `user.password`) creates or renames the sign-in; `roleIds` and
 * `isAdministrator` need Platform:Edit:EmployeeAccess and a free licence seat (409 'Not enough licenses.').
 * pin is unique per company (409 'Pin {pin} is already assigned'); pin and email are sensitive.
 */
export const EmployeeEntity: EntityDefinition = {
  name: 'Employee',
  aliases: ['v2.0/Employee'],
  table: 'employee',
  tenant: 'company',
  columns: {
    user_id: 'string',
    code: 'string',
    firstName: 'string',
    middleName: 'string',
    lastName: 'string',
    fullName: 'string',
    email: 'string',
    pin: 'string',
    isAdministrator: 'boolean',
    payGroup_id: 'string',
  },
  jsonFields: {
    occupation: 'string',
    isTechnician: 'boolean',
    division_id: 'string',
    department_id: 'string',
    defaultTimeZone: 'string',
  },
  extraFields: {
    'user/userName': { sql: '(SELECT u."userName" FROM app_user u WHERE u.id = t.user_id)', type: 'string' },
  },
  virtualFields: ['user', 'roleIds', 'password', 'roleModels', 'loginCount'],
  schema: EmployeeSchema,
  view: EMPLOYEE_READERS,
  viewOwn: true,
  edit: [PRIV.EmployeeEdit, PRIV.EmployeeRestrictedEdit],
  sensitive: ['pin', 'email'],
  searchFields: ['code', 'firstName', 'lastName', 'fullName'],
  defaultOrderBy: 'lastName asc, firstName asc',
  hooks: {
    scope(auth, p) {
      return holdsAny(auth, EMPLOYEE_READERS) ? null : `t.user_id = ${p(auth.userId)}`;
    },
    async afterLoad(ctx, records) {
      const userIds = records.map((r) => r.user_id).filter((x): x is string => typeof x === 'string');
      if (userIds.length === 0) {
        for (const r of records) {
          r.user = null;
          r.roleIds = [];
        }
        return;
      }
      const users = await ctx.db.query<{ id: string; userName: string }>(
        'SELECT id, "userName" FROM app_user WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))',
        [JSON.stringify(userIds)],
      );
      const roles = await roleIdsOf(ctx.db, userIds);
      const byId = new Map(users.map((u) => [u.id, u]));
      for (const r of records) {
        const u = typeof r.user_id === 'string' ? byId.get(r.user_id) : undefined;
        const roleIds = u ? (roles.get(u.id) ?? []) : [];
        r.user = u ? { id: u.id, userName: u.userName, roleIds } : null;
        r.roleIds = roleIds;
      }
    },
    async beforeSave(ctx, record, existing, input) {
      const auth = ctx.auth;
      const rec = { ...record };
      if (rec.pin === '') rec.pin = null;
      if (rec.email === '') rec.email = null;
      rec.fullName =
        input.fullName ??
        [rec.firstName, rec.middleName, rec.lastName].filter((x) => typeof x === 'string' && x).join(' ');
      const changesAccess =
        (input.isAdministrator !== undefined &&
          input.isAdministrator !== (existing?.isAdministrator ?? false)) ||
        input.roleIds !== undefined ||
        (typeof input.user === 'object' &&
          input.user !== null &&
          (input.user as Record<string, unknown>).roleIds !== undefined);
      if (changesAccess && !auth.isAdministrator && !auth.privileges.has(PRIV.EmployeeAccessEdit)) {
        // Saving the same roles back is not a change.
        const same =
          input.isAdministrator === undefined ||
          input.isAdministrator === (existing?.isAdministrator ?? false)
            ? JSON.stringify(
                [...((input.roleIds as string[]) ?? (existing?.roleIds as string[]) ?? [])].sort(),
              ) === JSON.stringify([...((existing?.roleIds as string[]) ?? [])].sort())
            : false;
        if (!same) throw forbidden(`Not authorized: requires ${PRIV.EmployeeAccessEdit}`);
      }
      if (typeof rec.pin === 'string') {
        const dup = await ctx.db.query(
          'SELECT 1 FROM employee WHERE company_id = $1 AND pin = $2 AND id <> $3 AND status <> 3',
          [auth.companyId, rec.pin, rec.id],
        );
        if (dup.length > 0) throw conflict(`Pin ${rec.pin} is already assigned`);
      }
      // Seats the user held before, only when this save may give new ones through the flag (the
      // cost of a save does not grow with the company: issue 18 section 3).
      if (existing?.user_id && rec.isAdministrator === true && existing.isAdministrator !== true) {
        seatsBefore.set(ctx, await seatsHeldBy(ctx.db, auth.companyId!, existing.user_id as string));
      }
      if (existing?.user_id) rec.user_id = existing.user_id;
      else if (input.user_id !== undefined && input.user_id !== null) {
        const ok = await ctx.db.query('SELECT 1 FROM app_user WHERE id = $1 AND company_id = $2', [
          input.user_id,
          auth.companyId,
        ]);
        if (ok.length === 0) throw badRequest(`User ${String(input.user_id)} not found`);
      }
      return rec;
    },
    async afterSave(ctx, saved, input, existing) {
      const companyId = ctx.auth.companyId!;
      const before = seatsBefore.get(ctx) ?? new Set();
      const userIn = (typeof input.user === 'object' && input.user !== null ? input.user : {}) as Record<
        string,
        unknown
      >;
      let userId = typeof saved.user_id === 'string' ? saved.user_id : null;
      if (!userId && typeof userIn.userName === 'string' && userIn.userName.trim()) {
        userId = await createUser(ctx.db, companyId, {
          userName: userIn.userName.trim(),
          email: (saved.email as string | null) ?? null,
          password: typeof userIn.password === 'string' ? userIn.password : undefined,
        });
        await ctx.db.query('UPDATE employee SET user_id = $1 WHERE id = $2 AND company_id = $3', [
          userId,
          saved.id,
          companyId,
        ]);
      } else if (userId) {
        if (
          typeof userIn.userName === 'string' &&
          userIn.userName.trim() &&
          userIn.userName !== (existing?.user as { userName?: string } | null)?.userName
        ) {
          await renameUser(ctx.db, userId, userIn.userName.trim());
        }
        if (typeof userIn.password === 'string' && userIn.password)
          await setPassword(ctx.db, userId, userIn.password);
      }
      const roleIds = (input.roleIds ?? userIn.roleIds) as string[] | undefined;
      if (roleIds !== undefined) {
        if (!userId) {
          if (roleIds.length > 0) throw badRequest('Roles need a user: give the employee a user name first');
        } else await setRoles(ctx.db, companyId, userId, roleIds);
      }
      if (userId && saved.isAdministrator === true && existing?.isAdministrator !== true) {
        await assertSeats(ctx.db, companyId, userId, before);
      }
    },
  },
};

/** User (sign-in) of the company; password never leaves the server; email is sensitive. */
export const UserEntity: EntityDefinition = {
  name: 'User',
  table: 'app_user',
  tenant: 'company',
  columns: { userName: 'string', email: 'string' },
  virtualFields: ['password', 'roleIds'],
  schema: UserSchema,
  view: [PRIV.EmployeeView, PRIV.EmployeeRestrictedView],
  viewOwn: true,
  edit: [PRIV.EmployeeAccessEdit],
  sensitive: ['email'],
  defaultOrderBy: 'userName asc',
  hooks: {
    scope(auth, p) {
      return holdsAny(auth, [PRIV.EmployeeView, PRIV.EmployeeRestrictedView])
        ? null
        : `t.id = ${p(auth.userId)}`;
    },
    async afterLoad(ctx, records) {
      const roles = await roleIdsOf(
        ctx.db,
        records.map((r) => r.id),
      );
      for (const r of records) r.roleIds = roles.get(r.id) ?? [];
    },
    async beforeSave(ctx, record, existing) {
      const name = String(record.userName);
      const taken = await ctx.db.query(
        'SELECT 1 FROM app_user WHERE lower("userName") = lower($1) AND id <> $2',
        [name, record.id],
      );
      if (taken.length > 0) throw conflict(`User name ${name} is already taken`);
      if (!existing && typeof record.password !== 'string')
        throw badRequest('password: A new user needs a password.');
      return record;
    },
    async afterSave(ctx, saved, input) {
      if (typeof input.password === 'string') await setPassword(ctx.db, saved.id, input.password);
      if (Array.isArray(input.roleIds))
        await setRoles(ctx.db, ctx.auth.companyId!, saved.id, input.roleIds as string[]);
    },
  },
};

/** Role (service spec 3 "Roles and lists"): privileges must be catalogue ids of the role's module. */
export const RoleEntity: EntityDefinition = {
  name: 'Role',
  table: 'role',
  tenant: 'company',
  columns: { name: 'string', moduleId: 'string', privileges: 'json' },
  schema: RoleSchema,
  view: [PRIV.RoleView, PRIV.EmployeeView, PRIV.EmployeeAccessEdit],
  edit: [PRIV.RoleEdit],
  defaultOrderBy: 'moduleId asc, name asc',
  hooks: {
    beforeSave(_ctx, record) {
      const privs = (record.privileges as string[]) ?? [];
      for (const id of privs) {
        const def = privilegeDef(id);
        if (!def) throw badRequest(`Unknown privilege '${id}'`);
        if (def.module !== record.moduleId)
          throw badRequest(`Privilege '${id}' does not belong to module ${String(record.moduleId)}`);
      }
      return { ...record, privileges: [...new Set(privs)] };
    },
  },
};

export const LocationEntity: EntityDefinition = {
  name: 'Location',
  aliases: ['v2.1/Location'],
  table: 'location',
  tenant: 'company',
  columns: { ...TREE_COLUMNS, lat: 'number', lon: 'number', payGroup_id: 'string' },
  jsonFields: { description: 'string', geoFenceRadius: 'number', contactName: 'string' },
  // expand=media adds each media item's File record as `file` (v2.1/Location, expand media).
  expandItems: { media: { entity: 'File', idPath: 'id', into: 'file' } },
  schema: LocationSchema,
  view: [],
  edit: [PRIV.LocationEdit],
  searchFields: ['name', 'code'],
  defaultOrderBy: 'name asc',
};

export const TaskEntity: EntityDefinition = {
  name: 'Task',
  table: 'task',
  tenant: 'company',
  columns: { ...TREE_COLUMNS },
  jsonFields: { productivityUnitTracking: 'string', isGeofenceExempt: 'boolean', unitMeasure_id: 'string' },
  schema: TaskSchema,
  view: [],
  edit: [PRIV.TaskEdit],
  defaultOrderBy: 'name asc',
};

export const DeviceEntity: EntityDefinition = {
  name: 'Device',
  table: 'device',
  tenant: 'company',
  columns: { name: 'string', phone: 'string', administrator_id: 'string' },
  expand: { administrator: 'Employee' },
  schema: DeviceSchema,
  view: [
    PRIV.DeviceView,
    PRIV.MyTimeView,
    PRIV.OthersTimeView,
    PRIV.AssetView,
    PRIV.FormSubmissionView,
    PRIV.TicketView,
  ],
  edit: [PRIV.DeviceEdit],
  sensitive: ['phone'],
  sensitiveTo: [PRIV.DeviceView],
  defaultOrderBy: 'name asc',
};

export const AssetEntity: EntityDefinition = {
  name: 'Asset',
  table: 'asset',
  tenant: 'company',
  columns: { ...TREE_COLUMNS, condition: 'number', vendor_id: 'string' },
  jsonFields: { year: 'number', division_id: 'string', department_id: 'string' },
  schema: AssetSchema,
  view: [
    PRIV.AssetView,
    PRIV.AssetAssignmentView,
    PRIV.TimeTracking,
    PRIV.MyTimeView,
    PRIV.OthersTimeView,
    PRIV.TicketView,
    PRIV.FormSubmissionView,
    PRIV.FormSubmissionExecute,
  ],
  edit: [PRIV.AssetEdit],
  defaultOrderBy: 'name asc',
};

export const CustomListEntity: EntityDefinition = {
  name: 'CustomList',
  table: 'custom_list',
  tenant: 'company',
  columns: { name: 'string', priority: 'number' },
  schema: CustomListSchema,
  view: [],
  edit: [PRIV.ModulesEdit],
  defaultOrderBy: 'priority asc',
};

export const GroupingEntity: EntityDefinition = {
  name: 'Grouping',
  table: 'employee_grouping',
  tenant: 'company',
  columns: { ...TREE_COLUMNS },
  schema: GroupingSchema,
  view: [],
  edit: [PRIV.EmployeeEdit],
  defaultOrderBy: 'name asc',
};

/** Resource: a company label {key, value} (platform spec 3); upserts find the record by key. */
export const ResourceEntity: EntityDefinition = {
  name: 'Resource',
  table: 'resource',
  tenant: 'company',
  columns: { key: 'string', value: 'string' },
  naturalKey: 'key',
  schema: ResourceSchema,
  view: [],
  edit: [PRIV.LabelEdit],
  defaultOrderBy: 'key asc',
};

export const PayPeriodEntity: EntityDefinition = {
  name: 'PayPeriod',
  table: 'pay_period',
  tenant: 'company',
  columns: { name: 'string', type: 'number' },
  schema: PayPeriodSchema,
  view: [],
  edit: [PRIV.ModulesEdit],
  defaultOrderBy: 'name asc',
};

export const PayGroupEntity: EntityDefinition = {
  name: 'PayGroup',
  table: 'pay_group',
  tenant: 'company',
  columns: { name: 'string', payPeriod_id: 'string' },
  jsonFields: { shiftRule_id: 'string', overtimeRule_id: 'string', payCodeRule_id: 'string' },
  schema: PayGroupSchema,
  view: [],
  edit: [PRIV.ModulesEdit],
  defaultOrderBy: 'name asc',
};

/** Every entity of the admin module, in registration order. */
export const ADMIN_ENTITIES: EntityDefinition[] = [
  CompanyEntity,
  EmployeeEntity,
  UserEntity,
  RoleEntity,
  LocationEntity,
  TaskEntity,
  DeviceEntity,
  AssetEntity,
  CustomListEntity,
  GroupingEntity,
  ResourceEntity,
  PayPeriodEntity,
  PayGroupEntity,
];

export type { EntityRecord };
