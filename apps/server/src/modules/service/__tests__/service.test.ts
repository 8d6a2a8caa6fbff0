import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { demoId } from '../../../seed/demo.js';

let app: FastifyInstance;
let admin: Client;
let dispatcher: Client;
let employee: Client;
let manager: Client;
let admin2: Client;
let E: string; // the 'employee' user's employee
let F1: string;
let F2: string;
let L: string;
const SKILL = demoId('skill:0');
const ZONE = 'America/Denver';

/** A complete new ticket on a far-future day (no demo ticket there). */
const ticket = (extra: Record<string, unknown> = {}) => ({
  name: 'Replace thermostat',
  description: 'Replace the lobby thermostat and test the heat',
  serviceStatus: 'accepted',
  location_id: L,
  callTimeStamp: '2030-01-02T15:00:00.000Z',
  callTimeZone: ZONE,
  skillSetIds: [SKILL],
  priority: 2,
  estimatedDurationMinutes: 60,
  scheduledDate: '2030-01-07',
  scheduledStartTime: '09:00',
  scheduledTimeZone: ZONE,
  jobInstructions: 'Bring a spare thermostat',
  employeeIds: [F1],
  actualStartTimeZone: ZONE,
  actualEndTimeZone: ZONE,
  ...extra,
});

beforeAll(async () => {
  app = await testServer();
  const demo = app.demo!;
  E = demo.employeeIds.employee;
  F1 = demo.employeeIds.field1;
  F2 = demo.employeeIds.field2;
  L = demo.locationIds[0]!;
  admin = await signIn(app, 'admin');
  dispatcher = await signIn(app, 'dispatcher');
  employee = await signIn(app, 'employee');
  manager = await signIn(app, 'manager');
  // The second company gets a Service licence here, so its administrator may edit tickets at all.
  await app.platform.db.query(
    "INSERT INTO company_licence (company_id, module, seats) VALUES ($1, 'Service', 2) ON CONFLICT DO NOTHING",
    [demo.secondCompanyId],
  );
  admin2 = await signIn(app, 'admin2');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('demo tickets', () => {
  it('the dispatcher sees about 200 tickets with derived fields, some unassigned and overdue', async () => {
    const res = await dispatcher.get('/api/Ticket?top=1000');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(150);
    expect(list.some((t) => t.unassigned === true)).toBe(true);
    expect(list.some((t) => t.overdue === true)).toBe(true);
    expect(list.some((t) => t.schedule)).toBe(true);
    const first = list[0]!;
    expect(typeof first.ticketNumber).toBe('number');
    expect(typeof first.locationLabel).toBe('string');
    expect(first.priorityLabel).toMatch(/Low|Medium|High/);
  });
  it('derives overdue at the platform clock', async () => {
    const made = await dispatcher.post('/api/Ticket', ticket({ scheduledDate: '2030-01-04' }));
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { id: string }).id;
    try {
      app.platform.clock.set(new Date('2030-01-04T16:30:00Z')); // 09:30 Denver, during the job
      expect((await dispatcher.get(`/api/Ticket/${id}`)).json()).toMatchObject({ overdue: false });
      app.platform.clock.set(new Date('2030-01-04T17:00:01Z')); // past 10:00 Denver
      expect((await dispatcher.get(`/api/Ticket/${id}`)).json()).toMatchObject({
        overdue: true,
        unassigned: false,
        flagged: false,
      });
      await dispatcher.post('/api/Ticket', {
        id,
        serviceStatus: 'completed',
        actualStartTimeStamp: '2030-01-04T16:00:00Z',
        actualStartTimeZone: ZONE,
        actualEndTimeStamp: '2030-01-04T16:50:00Z',
        actualEndTimeZone: ZONE,
      });
      expect((await dispatcher.get(`/api/Ticket/${id}`)).json()).toMatchObject({
        overdue: false,
        totalTime: 50,
      });
    } finally {
      app.platform.clock.set(null);
    }
  });

  it("answers the api client's range and triage queries", async () => {
    const from = '2030-01-01T00:00:00.000Z';
    const made = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-01-03', employeeIds: [] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const q = (filter: string, extra = '') =>
      dispatcher.get(`/api/Ticket?filter=${encodeURIComponent(filter)}&top=10000${extra}`);
    const range = await q(
      `scheduledEndTimeStamp gt ${from} and scheduledTimeStamp lt 2030-01-04T00:00:00.000Z`,
      `&orderby=${encodeURIComponent('scheduledTimeStamp asc, ticketNumber asc')}`,
    );
    expect(range.statusCode, range.body).toBe(200);
    expect((range.json() as { id: string }[]).map((t) => t.id)).toContain((made.json() as { id: string }).id);
    const open = await q(
      "serviceStatus ne 'completed'",
      `&orderby=${encodeURIComponent('priority desc, callTimeStamp desc')}`,
    );
    expect(open.statusCode, open.body).toBe(200);
    expect((open.json() as { serviceStatus: string }[]).every((t) => t.serviceStatus !== 'completed')).toBe(
      true,
    );
  });

  it('reference lists: skills, parts, category problems, service statuses', async () => {
    for (const [entity, min] of [
      ['Skill', 5],
      ['Part', 5],
      ['ServiceCategoryProblem', 5],
      ['ServiceStatus', 5],
    ] as const) {
      const res = await dispatcher.get(`/api/${entity}`);
      expect(res.statusCode, entity).toBe(200);
      expect((res.json() as unknown[]).length, entity).toBeGreaterThanOrEqual(min);
    }
  });
});

describe('ticket save', () => {
  it('creates a ticket with the next number, the scheduled instant and cleared actual zones', async () => {
    const before = (await dispatcher.get('/api/Ticket?orderby=ticketNumber desc&top=1')).json() as {
      ticketNumber: number;
    }[];
    const res = await dispatcher.post('/api/Ticket', ticket());
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json() as Record<string, unknown>;
    expect(t.ticketNumber).toBe(before[0]!.ticketNumber + 1);
    expect(t.scheduledTimeStamp).toBe('2030-01-07T16:00:00.000Z');
    expect(t.scheduledEndTimeStamp).toBe('2030-01-07T17:00:00.000Z');
    expect(t.actualStartTimeZone).toBeNull();
    expect(t.actualEndTimeZone).toBeNull();
    expect(t.employeesLabel).toBe('Fiona Fields');
    // A client's ticketNumber is ignored: the server keeps its own.
    const again = await dispatcher.post('/api/Ticket', { id: t.id, ticketNumber: 1, name: 'Renamed' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ ticketNumber: t.ticketNumber, name: 'Renamed', priority: 2 });
  });

  it.each([
    [{ serviceStatus: null }, 'Service status is required.'],
    [{ location_id: null }, 'Location is required.'],
    [{ name: '' }, 'Ticket name is required.'],
    [{ callTimeZone: null }, 'Call TimeZone is required.'],
    [{ skillSetIds: [] }, 'Skill is required.'],
    [{ priority: null }, 'Priority is required.'],
    [{ estimatedDurationMinutes: null }, 'Estimated Duration is required.'],
    [{ scheduledStartTime: null }, 'Scheduled Start Time is required.'],
    [{ scheduledTimeZone: null }, 'Scheduled TimeZone is required.'],
    [{ scheduledDate: null }, 'Scheduled Date is required.'],
    [{ jobInstructions: ' ' }, 'Job Instructions are required.'],
    [{ serviceStatus: 'completed' }, 'Actual Start Time is required.'],
    [
      { serviceStatus: 'completed', actualStartTimeStamp: '2030-01-07T16:00:00Z', actualStartTimeZone: null },
      'Actual Start TimeZone is required.',
    ],
  ])('refuses %j with the spec message', async (change, message) => {
    const res = await dispatcher.post('/api/Ticket', ticket({ scheduledDate: '2030-02-01', ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    [{ zzz: 1 }, 'zzz'],
    [{ priority: 5 }, 'priority'],
    [{ priority: '2' }, 'priority'],
    [{ serviceStatus: 'done' }, 'serviceStatus'],
    [{ scheduledDate: '07/01/2030' }, 'scheduledDate'],
    [{ scheduledStartTime: '9am' }, 'scheduledStartTime'],
    [{ scheduledTimeZone: 'Mars/Base' }, 'scheduledTimeZone'],
    [{ estimatedDurationMinutes: 30.5 }, 'estimatedDurationMinutes'],
    [{ estimatedDurationMinutes: 999999 }, 'estimatedDurationMinutes'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ employeeIds: 'abc' }, 'employeeIds'],
    [{ callTimeStamp: 'yesterday' }, 'callTimeStamp'],
    [{ schedule: { type: 4 } }, 'schedule.type'],
    [{ schedule: { type: 2, weekDays: 1, extra: true } }, 'extra'],
    [{ location_id: 'no-such-location' }, 'location_id'],
    [{ skillSetIds: ['no-such-skill'] }, 'skillSetIds'],
    [{ employeeIds: ['no-such-employee'] }, 'employeeIds'],
  ])('bad input %j is a 400 naming %s', async (change, field) => {
    const res = await dispatcher.post('/api/Ticket', ticket({ scheduledDate: '2030-02-02', ...change }));
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { message: string }).message).toContain(field);
  });

  it('refuses an overlap per employee with the names (409), allows touching times', async () => {
    const first = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-01-08', employeeIds: [F1, F2] }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const clash = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-01-08', scheduledStartTime: '09:30', employeeIds: [E, F2] }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message:
        'Gabriel Garcia has a conflicting appointment at the selected time. Please update your Ticket.',
    });
    const touching = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-01-08', scheduledStartTime: '10:00', employeeIds: [F2] }),
    );
    expect(touching.statusCode, touching.body).toBe(200);
    // A drag (partial update) into the first one's time is refused too; moving it away is saved.
    const id = (touching.json() as { id: string }).id;
    const drag = await dispatcher.post('/api/Ticket', { id, scheduledStartTime: '09:55' });
    expect(drag.statusCode).toBe(409);
    const away = await dispatcher.post('/api/Ticket', {
      id,
      scheduledStartTime: '11:05',
      estimatedDurationMinutes: 25,
    });
    expect(away.statusCode, away.body).toBe(200);
    expect(away.json()).toMatchObject({ scheduledTimeStamp: '2030-01-08T18:05:00.000Z' });
    // A deleted ticket no longer blocks the time.
    expect((await dispatcher.del(`/api/Ticket/${(first.json() as { id: string }).id}`)).statusCode).toBe(200);
    const free = await dispatcher.post('/api/Ticket', { id, scheduledStartTime: '09:00' });
    expect(free.statusCode, free.body).toBe(200);
  });

  it('finds a clash with a ticket that started up to 14 days before (the overlap read is bounded by the longest ticket)', async () => {
    // The longest a ticket may last: 20160 minutes, from 2030-05-01 09:00 to 2030-05-15 09:00 (no clock change between).
    const long = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-05-01', estimatedDurationMinutes: 20160, employeeIds: [F2] }),
    );
    expect(long.statusCode, long.body).toBe(200);
    const inside = await dispatcher.post(
      '/api/Ticket',
      ticket({
        scheduledDate: '2030-05-15',
        scheduledStartTime: '08:55',
        estimatedDurationMinutes: 10,
        employeeIds: [F2],
      }),
    );
    expect(inside.statusCode).toBe(409);
    expect((inside.json() as { message: string }).message).toBe(
      'Gabriel Garcia has a conflicting appointment at the selected time. Please update your Ticket.',
    );
    const after = await dispatcher.post(
      '/api/Ticket',
      ticket({
        scheduledDate: '2030-05-15',
        scheduledStartTime: '09:00',
        estimatedDurationMinutes: 10,
        employeeIds: [F2],
      }),
    );
    expect(after.statusCode, after.body).toBe(200);
  });

  it("answers a drag with the saved ticket's derived fields, in 7 statements or fewer (no read-back, one lookup query)", async () => {
    const made = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-03-20', employeeIds: [F1] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { id: string }).id;
    const names = (await admin.get(`/api/Employee/${F2}`)).json() as { firstName: string; lastName: string };
    const db = app.platform.db;
    const query = db.query.bind(db);
    let statements = 0;
    // Counts the statements run outside a transaction and the transaction itself (one BEGIN).
    const transaction = db.transaction.bind(db);
    (db as { query: typeof db.query }).query = (sql, params) => {
      statements++;
      return query(sql, params);
    };
    (db as { transaction: typeof db.transaction }).transaction = (fn) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        return fn({
          ...tx,
          query: (sql, params) => {
            statements++;
            return txQuery(sql, params);
          },
        } as typeof tx);
      });
    let drag: Awaited<ReturnType<typeof dispatcher.post>>;
    try {
      drag = await dispatcher.post('/api/Ticket', {
        id,
        scheduledDate: '2030-03-20',
        scheduledStartTime: '13:05',
        scheduledTimeZone: ZONE,
        employeeIds: [F2],
      });
    } finally {
      (db as { query: typeof db.query }).query = query;
      (db as { transaction: typeof db.transaction }).transaction = transaction;
    }
    expect(drag.statusCode, drag.body).toBe(200);
    expect(drag.json()).toMatchObject({
      id,
      scheduledTimeStamp: '2030-03-20T19:05:00.000Z',
      employeeIds: [F2],
      employeesLabel: `${names.firstName} ${names.lastName}`,
      locationLabel: expect.any(String),
      priorityLabel: 'Medium',
      unassigned: false,
    });
    // Sign-in check, locked read, references, lock, overlap, write, lookups.
    expect(statements).toBeLessThanOrEqual(7);
    expect((await dispatcher.get(`/api/Ticket/${id}`)).json()).toMatchObject({ employeeIds: [F2] });
  });

  it('names the first missing reference in field order when several are missing', async () => {
    const res = await dispatcher.post(
      '/api/Ticket',
      ticket({
        scheduledDate: '2030-03-21',
        skillSetIds: [SKILL, 'no-such-skill'],
        formIds: ['no-such-form'],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe("skillSetIds: no such skill 'no-such-skill'");
  });
});

describe('recurrence', () => {
  it('GET /Ticket/occurrences expands recurring tickets in the range, scoped like tickets', async () => {
    // Weekly on Monday and Wednesday at 09:00 Denver from Monday 2030-01-14.
    const made = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-01-14', employeeIds: [E], schedule: { type: 2, weekDays: 2 + 8 } }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { id: string }).id;
    const url = '/api/Ticket/occurrences?from=2030-01-13T00:00:00Z&to=2030-01-24T00:00:00Z';
    const res = await dispatcher.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json() as { ticketId: string; start: string; end: string }[]).filter(
      (o) => o.ticketId === id,
    );
    // The ticket's own start (Jan 14) is the ticket itself; then Jan 16, 21, 23.
    expect(mine.map((o) => o.start)).toEqual([
      '2030-01-16T16:00:00.000Z',
      '2030-01-21T16:00:00.000Z',
      '2030-01-23T16:00:00.000Z',
    ]);
    expect(mine[0]!.end).toBe('2030-01-16T17:00:00.000Z');
    // The assigned field employee sees them; the other company does not.
    const own = (await employee.get(url)).json() as { ticketId: string }[];
    expect(own.some((o) => o.ticketId === id)).toBe(true);
    expect(((await admin2.get(url)).json() as unknown[]).length).toBe(0);
  });

  it('refuses a bad range naming the field', async () => {
    const bad = async (qs: string) =>
      (await dispatcher.get(`/api/Ticket/occurrences?${qs}`)).json() as { message: string };
    expect((await bad('from=2030-01-13&to=2030-01-14T00:00:00Z')).message).toContain('from');
    expect((await bad('from=2030-01-13T00:00:00Z&to=2030-01-12T00:00:00Z')).message).toBe(
      'to: to must be after from',
    );
    expect((await bad('from=2030-01-01T00:00:00Z&to=2030-06-01T00:00:00Z')).message).toBe(
      'to: the range must not exceed 62 days',
    );
    const res = await dispatcher.get('/api/Ticket/occurrences?from=2030-01-13T00:00:00Z');
    expect(res.statusCode).toBe(400);
  });
});

describe('privileges', () => {
  it('a field employee reads only the tickets assigned to them and cannot save', async () => {
    const mine = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-01-09', employeeIds: [E] }),
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const other = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-01-09', employeeIds: [F1] }),
    );
    expect(other.statusCode, other.body).toBe(200);
    const list = (await employee.get('/api/Ticket?top=10000')).json() as { employeeIds: string[] }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((t) => t.employeeIds.includes(E))).toBe(true);
    expect((await employee.get(`/api/Ticket/${(mine.json() as { id: string }).id}`)).statusCode).toBe(200);
    expect((await employee.get(`/api/Ticket/${(other.json() as { id: string }).id}`)).statusCode).toBe(404);
    const save = await employee.post('/api/Ticket', {
      id: (mine.json() as { id: string }).id,
      name: 'Mine now',
    });
    expect(save.statusCode).toBe(403);
    expect((await employee.post('/api/Ticket', ticket({ scheduledDate: '2030-03-01' }))).statusCode).toBe(
      403,
    );
    expect((await employee.del(`/api/Ticket/${(mine.json() as { id: string }).id}`)).statusCode).toBe(403);
  });

  it('a user without the service privileges cannot create tickets', async () => {
    const res = await manager.post('/api/Ticket', ticket({ scheduledDate: '2030-03-02' }));
    expect(res.statusCode).toBe(403);
  });

  it('editing without CreateTicket or AssignToTicket: no new tickets, no employee changes', async () => {
    const demo = app.demo!;
    const role = 'test-ticket-editor';
    await app.platform.db.query(
      `INSERT INTO role (id, company_id, name, "moduleId", privileges) VALUES ($1, $2, 'Ticket editor', 'Service', $3::jsonb)`,
      [role, demo.companyId, JSON.stringify(['Service:View:Ticket', 'Service:Edit:Ticket'])],
    );
    await app.platform.db.query(
      `INSERT INTO user_role (company_id, user_id, role_id) SELECT company_id, user_id, $2 FROM employee WHERE id = $1`,
      [demo.employeeIds.payroll, role],
    );
    const payroll = await signIn(app, 'payroll');
    const made = await dispatcher.post('/api/Ticket', ticket({ scheduledDate: '2030-01-10' }));
    const id = (made.json() as { id: string }).id;
    const rename = await payroll.post('/api/Ticket', { id, name: 'Edited by an editor' });
    expect(rename.statusCode, rename.body).toBe(200);
    const create = await payroll.post('/api/Ticket', ticket({ scheduledDate: '2030-01-11' }));
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: 'Not authorized: requires Service:Execute:CreateTicket' });
    const assign = await payroll.post('/api/Ticket', { id, employeeIds: [F2] });
    expect(assign.statusCode).toBe(403);
    expect(assign.json()).toEqual({ message: 'Not authorized: requires Service:Execute:AssignToTicket' });
    // The same employees in another order are no change.
    const same = await payroll.post('/api/Ticket', { id, employeeIds: [F1] });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('category problems: everyone reads, list editors write, name required', async () => {
    expect((await employee.get('/api/ServiceCategoryProblem')).statusCode).toBe(200);
    expect((await dispatcher.post('/api/ServiceCategoryProblem', { name: 'Broken window' })).statusCode).toBe(
      403,
    );
    const bad = await admin.post('/api/ServiceCategoryProblem', { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'name: Name is required.' });
    const unknown = await admin.post('/api/ServiceCategoryProblem', { name: 'x', zzz: 1 });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { message: string }).message).toContain('zzz');
    const ok = await admin.post('/api/ServiceCategoryProblem', {
      name: 'Broken window',
      priority: 2,
      estimatedDurationMinutes: 40,
      skillSetIds: [SKILL],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Broken window', isRequired: false, skillSetIds: [SKILL] });
    const update = await admin.post('/api/ServiceCategoryProblem', {
      id: (ok.json() as { id: string }).id,
      priority: 3,
    });
    expect(update.statusCode, update.body).toBe(200);
  });
});

describe('tenancy', () => {
  it("the other company sees none of these tickets and cannot use this company's references", async () => {
    const list = (await admin2.get('/api/Ticket?top=10000')).json() as unknown[];
    expect(list).toEqual([]);
    const one = (await dispatcher.get('/api/Ticket?top=1')).json() as { id: string }[];
    expect((await admin2.get(`/api/Ticket/${one[0]!.id}`)).statusCode).toBe(404);
    const stolen = await admin2.post('/api/Ticket', { id: one[0]!.id, name: 'Stolen' });
    expect(stolen.statusCode, stolen.body).toBe(404);
    expect((await admin2.get('/api/ServiceCategoryProblem')).json()).toEqual([]);
    const c2Skill = demoId('skill:c2-landscaping');
    const foreign = await admin2.post(
      '/api/Ticket',
      ticket({ location_id: demoId('location:c2-yard'), employeeIds: [F1], skillSetIds: [c2Skill] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect((foreign.json() as { message: string }).message).toContain('employeeIds');
    const own = await admin2.post(
      '/api/Ticket',
      ticket({
        location_id: demoId('location:c2-yard'),
        employeeIds: [demoId('employee:c2-crew')],
        skillSetIds: [c2Skill],
      }),
    );
    expect(own.statusCode, own.body).toBe(200);
    // Numbers are per company: the second company's first ticket is number 1.
    expect((own.json() as { ticketNumber: number }).ticketNumber).toBe(1);
  });
});

describe('ticket forms', () => {
  it("takes the company's forms and refuses unknown ones, naming the field", async () => {
    const forms = (await admin.get('/api/Form')).json() as { id: string }[];
    expect(forms.length).toBeGreaterThan(0);
    const ok = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-03-04', employeeIds: [], formIds: [forms[0]!.id] }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().formIds).toEqual([forms[0]!.id]);
    const bad = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-03-05', formIds: ['no-such-form'] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("formIds: no such form 'no-such-form'");
    const problem = await admin.post('/api/ServiceCategoryProblem', {
      name: 'Forms check',
      formIds: ['no-such-form'],
    });
    expect(problem.statusCode).toBe(400);
    expect(problem.json().message).toBe("formIds: no such form 'no-such-form'");
  });
});

describe('filled ticket forms', () => {
  it('a completed submission filled for a ticket marks that form filled; drafts, unknown and others’ tickets do not', async () => {
    const form = await admin.post('/api/Form', {
      name: 'Ticket sign-off',
      defaultSubmissionStatus: 'completed',
      definition: [{ id: 'ok', type: 'text', name: 'Work done?', validation: { required: true } }],
    });
    expect(form.statusCode, form.body).toBe(200);
    const formId = form.json().id as string;
    const other = (await admin.get('/api/Form')).json() as { id: string }[];
    const otherId = other.find((f) => f.id !== formId)!.id;
    const made = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-04-01', employeeIds: [E], formIds: [formId, otherId] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as string;
    expect(made.json().completedFormIds).toEqual([]);
    expect(made.json().hasCompletedForm).toBe(false);

    const fill = (c: Client, extra: Record<string, unknown>) =>
      c.post('/api/FormSubmission', {
        form_id: formId,
        submissionStatus: 'completed',
        answerData: [{ controlId: 'ok', answer: 'Yes' }],
        ...extra,
      });
    // A draft does not count.
    const draft = await fill(employee, { ticket_id: id, submissionStatus: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await dispatcher.get(`/api/Ticket/${id}`)).json().completedFormIds).toEqual([]);
    // Bad inputs: an unknown ticket, a ticket id of the wrong type.
    const unknown = await fill(employee, { ticket_id: 'no-such-ticket' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Ticket no-such-ticket not found');
    expect((await fill(employee, { ticket_id: 42 })).statusCode).toBe(400);
    // The field employee fills it for his own ticket.
    const done = await fill(employee, { ticket_id: id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().ticket_id).toBe(id);
    const seen = (await employee.get(`/api/Ticket/${id}`)).json();
    expect(seen.completedFormIds).toEqual([formId]);
    expect(seen.hasCompletedForm).toBe(true);
    // Derived fields are never stored from the client.
    const forged = await dispatcher.post('/api/Ticket', {
      ...(made.json() as Record<string, unknown>),
      completedFormIds: [otherId],
    });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json().completedFormIds).toEqual([formId]);

    // A ticket that is not his: refused as unknown (he cannot read it).
    const notHis = await dispatcher.post(
      '/api/Ticket',
      ticket({ scheduledDate: '2030-04-02', employeeIds: [F2], formIds: [formId] }),
    );
    expect(notHis.statusCode, notHis.body).toBe(200);
    const refused = await fill(employee, { ticket_id: notHis.json().id });
    expect(refused.statusCode).toBe(400);
    expect((await dispatcher.get(`/api/Ticket/${notHis.json().id}`)).json().completedFormIds).toEqual([]);
  });
});
