import { describe, expect, it } from 'vitest';
import { IMPORT_SPECS, importSpecFor } from '../csv.columns.js';
import { decodeCsvBytes, parseCsv } from '../csv.parse.js';
import { type ExistingRecord, planImport } from '../csv.plan.js';

const EMP_HEADER =
  'EmployeeId,Code,FirstName,MiddleName,LastName,Email,PIN,Cell,Address,City,State,Zip,Country';
const LOC_HEADER = 'LocationId,ParentId,Code,Name,Description,Address,City,State,Zip,Country';

describe('parseCsv', () => {
  it('reads BOM, CRLF, quoted commas, doubled quotes and quoted line breaks; rows count records', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n2,"line1\r\nline2",z\r\n3,plain,end\r\n\r\n\r\n';
    const csv = parseCsv(text);
    expect(csv.header).toEqual(['a', 'b', 'c']);
    expect(csv.rows).toEqual([
      { row: 2, values: ['1', 'x, y', 'say "hi"'] },
      { row: 3, values: ['2', 'line1\r\nline2', 'z'] },
      { row: 4, values: ['3', 'plain', 'end'] },
    ]);
    expect(csv.errors).toEqual([]);
  });

  it('reads LF files and skips blank rows in the middle without renumbering later rows', () => {
    const csv = parseCsv('a,b\n1,2\n\n , \n3,4');
    expect(csv.rows.map((r) => r.row)).toEqual([2, 5]);
  });

  it('reports an unterminated quote instead of crashing', () => {
    const csv = parseCsv('a,b\n1,2\n3,"never closed\n4,5\n');
    expect(csv.rows.map((r) => r.row)).toEqual([2]);
    expect(csv.errors).toEqual([{ row: 3, message: 'The row has a quoted field that is never closed.' }]);
  });

  it('returns an empty header for an empty file', () => {
    expect(parseCsv('')).toEqual({ header: [], rows: [], errors: [] });
    expect(parseCsv('\ufeff\r\n\r\n').header).toEqual([]);
  });

  it('decodes UTF-8 (with BOM) and falls back to Windows-1252 for legacy files', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x4a, 0xc3, 0xb6]))).toBe('Jö');
    expect(decodeCsvBytes(new Uint8Array([0x4a, 0xf6, 0x72, 0x67]))).toBe('Jörg');
  });
});

describe('importSpecFor', () => {
  it('finds the four importable entities ignoring case and refuses others', () => {
    expect(importSpecFor('employee')?.idColumn).toBe('EmployeeId');
    expect(importSpecFor('Location')?.columns.map((c) => c.name)).toEqual(LOC_HEADER.split(','));
    expect(importSpecFor('TASK')?.columns.map((c) => c.name)).toEqual(['TaskId', 'Name', 'Code', 'ParentId']);
    expect(importSpecFor('Asset')?.columns.map((c) => c.name)).toEqual([
      'AssetId',
      'ParentId',
      'Code',
      'Name',
    ]);
    expect(importSpecFor('Device')).toBeNull();
  });
});

describe('planImport: employees', () => {
  const existing: ExistingRecord[] = [
    { id: 'e-1', externalId: 'EMP-1', pin: '1234', code: 'C1' },
    { id: 'e-2', externalId: null, pin: '5555', code: 'C2' },
  ];

  it('creates new rows and updates rows matched by external id (ignoring case) or by record id', () => {
    const csv = parseCsv(
      `${EMP_HEADER}\r\nemp-1,C1,Ann,,Lee,ANN@Example.com,1234,,,,,,\r\ne-2,C2,Bob,,Ray,,,,,,,,\r\nNEW-9,C9,Cy,Q,Ng,cy@example.com,9876,555-1000,1 Main St,Denver,CO,80202,US\r\n`,
    );
    const plan = planImport(IMPORT_SPECS.Employee, csv, existing);
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((r) => [r.row, r.action, r.existingId, r.key])).toEqual([
      [2, 'update', 'e-1', 'emp-1'],
      [3, 'update', 'e-2', 'e-2'],
      [4, 'create', null, 'NEW-9'],
    ]);
    expect(plan.rows[0]!.values.Email).toBe('ann@example.com');
    expect(plan.rows[2]!.values).toMatchObject({
      City: 'Denver',
      Zip: '80202',
      Cell: '555-1000',
      MiddleName: 'Q',
    });
    expect(plan.rows[0]!.parent).toBeUndefined();
  });

  it('keeps good rows and reports each bad cell with its row and column', () => {
    const csv = parseCsv(
      [
        EMP_HEADER,
        'A1,,Ann,,Lee,not-an-email,12,,,,,,',
        'A2,,,,Ray,,,,,,,,',
        'A3,,Cy,,Ng,cy@example.com,4321,,,,,,',
        'A4,,Di,,Oz,,5555,,,,,,',
        'A5,,Ed,,Po,,4321,,,,,,',
        'A3,,Fay,,Ro,,,,,,,,',
        'A7,C1,Gus,,Ty,,,,,,,,',
      ].join('\n'),
    );
    const plan = planImport(IMPORT_SPECS.Employee, csv, existing);
    expect(plan.rows.map((r) => r.row)).toEqual([4]);
    expect(plan.errors).toEqual([
      { row: 2, column: 'Email', message: "'not-an-email' is not a valid e-mail address." },
      { row: 2, column: 'PIN', message: 'PIN must be 4 to 10 digits.' },
      { row: 3, column: 'FirstName', message: 'FirstName is required.' },
      { row: 5, column: 'PIN', message: 'Pin 5555 is already assigned' },
      { row: 6, column: 'PIN', message: 'Pin 4321 is already assigned' },
      { row: 7, column: 'EmployeeId', message: 'EmployeeId A3 is also on row 4.' },
      { row: 8, column: 'Code', message: 'Pin C1 is already assigned' },
    ]);
  });

  it('takes a two-letter country code (upper-cased) and refuses a country name', () => {
    const csv = parseCsv(`${EMP_HEADER}\nB1,,Ann,,Lee,,,,,,,,us\nB2,,Bob,,Ray,,,,,,,,United States\n`);
    const plan = planImport(IMPORT_SPECS.Employee, csv, existing);
    expect(plan.rows.map((r) => [r.row, r.values.Country])).toEqual([[2, 'US']]);
    expect(plan.errors).toEqual([
      { row: 3, column: 'Country', message: "'United States' is not a two-letter country code (e.g. US)." },
    ]);
  });

  it('lets an employee keep its own PIN and applies the company PIN length', () => {
    const csv = parseCsv(`${EMP_HEADER}\nEMP-1,C1,Ann,,Lee,,1234,,,,,,\nX,,Bo,,Li,,12345,,,,,,`);
    const plan = planImport(IMPORT_SPECS.Employee, csv, existing, { pinLength: 4 });
    expect(plan.rows.map((r) => r.row)).toEqual([2]);
    expect(plan.errors).toEqual([{ row: 3, column: 'PIN', message: 'PIN must be 4 digits.' }]);
  });

  it('reports unknown columns on row 1; missing optional columns are no error', () => {
    const csv = parseCsv('employee id,First Name,LastName,Nickname\nZ1,Ann,Lee,Annie');
    const plan = planImport(IMPORT_SPECS.Employee, csv, existing);
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0]!.values).toEqual({ FirstName: 'Ann', LastName: 'Lee' });
    const row1 = plan.errors.filter((e) => e.row === 1);
    expect(row1[0]).toEqual({
      row: 1,
      column: 'Nickname',
      message: `Unknown column Nickname; it was ignored. The Employee import takes the columns: ${EMP_HEADER.split(',').join(', ')}.`,
    });
    expect(row1).toHaveLength(1);
  });

  it('imports FirstName, LastName, Email without an EmployeeId column, and empty optional columns (issue 19)', () => {
    const plan = planImport(
      IMPORT_SPECS.Employee,
      parseCsv('FirstName,LastName,Email\nAnn,Lee,ann@x.example\nBo,Li,bo@x.example'),
      existing,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((r) => [r.action, r.values])).toEqual([
      ['create', { FirstName: 'Ann', LastName: 'Lee', Email: 'ann@x.example' }],
      ['create', { FirstName: 'Bo', LastName: 'Li', Email: 'bo@x.example' }],
    ]);
    const empty = planImport(IMPORT_SPECS.Employee, parseCsv(`${EMP_HEADER}\n,,Cy,,Ma,,,,,,,,\n`), existing);
    expect(empty.errors).toEqual([]);
    expect(empty.rows).toHaveLength(1);
    const noName = planImport(IMPORT_SPECS.Location, parseCsv('Code,City\nA,Denver'), []);
    expect(noName.rows).toEqual([]);
    expect(noName.errors).toEqual([
      { row: 1, column: 'Name', message: 'Missing column Name; the file cannot be imported without it.' },
    ]);
  });

  it('rejects the whole file when an essential column is missing or repeated', () => {
    const missing = planImport(IMPORT_SPECS.Employee, parseCsv('EmployeeId,FirstName\n1,Ann'), existing);
    expect(missing.rows).toEqual([]);
    expect(missing.errors).toContainEqual({
      row: 1,
      column: 'LastName',
      message: 'Missing column LastName; the file cannot be imported without it.',
    });
    const twice = planImport(IMPORT_SPECS.Task, parseCsv('TaskId,Name,Name,Code,ParentId\n1,a,b,,'), []);
    expect(twice.rows).toEqual([]);
    expect(twice.errors).toContainEqual({
      row: 1,
      column: 'Name',
      message: 'Column Name appears more than once.',
    });
  });

  it('reports an empty file and rows with more values than columns', () => {
    expect(planImport(IMPORT_SPECS.Task, parseCsv(''), []).errors[0]!.message).toBe(
      'The file is empty. Expected the columns: TaskId, Name, Code, ParentId.',
    );
    const plan = planImport(
      IMPORT_SPECS.Task,
      parseCsv('TaskId,Name,Code,ParentId\n1,a,,,extra\n2,b,,,\n'),
      [],
    );
    expect(plan.rows.map((r) => r.row)).toEqual([3]);
    expect(plan.errors).toEqual([
      { row: 2, column: '', message: 'The row has 5 values but the header has 4 columns.' },
    ]);
  });

  it('refuses files beyond the row limit', () => {
    const body = Array.from({ length: 4 }, (_, i) => `T${i},Task ${i},,`).join('\n');
    const plan = planImport(IMPORT_SPECS.Task, parseCsv(`TaskId,Name,Code,ParentId\n${body}`), [], {
      maxRows: 3,
    });
    expect(plan.rows).toEqual([]);
    expect(plan.errors[0]!.message).toBe('The file has 4 rows; at most 3 can be imported at once.');
  });
});

describe('planImport: parents', () => {
  const existing: ExistingRecord[] = [
    { id: 'l-root', externalId: 'ROOT', parentId: null },
    { id: 'l-a', externalId: 'A', parentId: 'l-root' },
    { id: 'l-b', externalId: 'B', parentId: 'l-a' },
  ];

  it('resolves ParentId to a later row of the same file and writes parents first', () => {
    const csv = parseCsv(`${LOC_HEADER}\nCHILD,SITE,,Child,,,,,,\nSITE,ROOT,,Site,,,,,,\nTOP,,,Top,,,,,,`);
    const plan = planImport(IMPORT_SPECS.Location, csv, existing);
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((r) => r.row)).toEqual([3, 2, 4]);
    expect(plan.rows.find((r) => r.row === 2)!.parent).toEqual({ kind: 'row', row: 3 });
    expect(plan.rows.find((r) => r.row === 3)!.parent).toEqual({ kind: 'existing', id: 'l-root' });
    expect(plan.rows.find((r) => r.row === 4)!.parent).toEqual({ kind: 'none' });
  });

  it('reports an unknown ParentId and the children of rejected rows', () => {
    const csv = parseCsv(`${LOC_HEADER}\nX,NOPE,,X,,,,,,\nY,X,,Y,,,,,,\nZ,,,,,,,,,`);
    const plan = planImport(IMPORT_SPECS.Location, csv, existing);
    expect(plan.rows).toEqual([]);
    expect(plan.errors).toEqual([
      {
        row: 2,
        column: 'ParentId',
        message: 'ParentId NOPE was not found: no row of this file and no existing Location has that id.',
      },
      { row: 3, column: 'ParentId', message: 'ParentId X refers to row 2, which has errors.' },
      { row: 4, column: 'Name', message: 'Name is required.' },
    ]);
  });

  it('rejects cycles inside the file and through stored records, keeping the other rows', () => {
    const csv = parseCsv(
      `${LOC_HEADER}\nP,Q,,P,,,,,,\nQ,P,,Q,,,,,,\nROOT,B,,Root moved under its grandchild,,,,,,\nSELF,SELF,,Self,,,,,,\nOK,A,,Fine,,,,,,\nUNDER,P,,Under a cycle,,,,,,`,
    );
    const plan = planImport(IMPORT_SPECS.Location, csv, existing);
    expect(plan.rows.map((r) => r.row)).toEqual([6]);
    expect(plan.errors).toEqual([
      { row: 2, column: 'ParentId', message: 'ParentId Q would make a parent cycle.' },
      { row: 3, column: 'ParentId', message: 'ParentId P would make a parent cycle.' },
      { row: 4, column: 'ParentId', message: 'ParentId B would make a parent cycle.' },
      { row: 5, column: 'ParentId', message: "ParentId SELF is the row's own LocationId." },
      { row: 7, column: 'ParentId', message: 'ParentId P refers to row 2, which has errors.' },
    ]);
  });

  it('keeps a stored record as the parent when its own row is rejected', () => {
    const csv = parseCsv(`${LOC_HEADER}\nA,,,,,,,,,\nKID,A,,Kid,,,,,,`);
    const plan = planImport(IMPORT_SPECS.Location, csv, existing);
    expect(plan.errors).toEqual([{ row: 2, column: 'Name', message: 'Name is required.' }]);
    expect(plan.rows.map((r) => [r.row, r.parent])).toEqual([[3, { kind: 'existing', id: 'l-a' }]]);
  });

  it('accepts moving a record under a sibling when the file also moves the sibling away', () => {
    // B moves to the root and A moves under B: no cycle once both rows apply.
    const csv = parseCsv(`${LOC_HEADER}\nA,B,,A,,,,,,\nB,ROOT,,B,,,,,,`);
    const plan = planImport(IMPORT_SPECS.Location, csv, existing);
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((r) => [r.row, r.action, r.existingId])).toEqual([
      [3, 'update', 'l-b'],
      [2, 'update', 'l-a'],
    ]);
  });

  it('leaves the parent unchanged when the file has no ParentId column', () => {
    const plan = planImport(IMPORT_SPECS.Task, parseCsv('TaskId,Name,Code\nT1,Dig,D'), []);
    expect(plan.rows[0]!.parent).toBeUndefined();
    expect(plan.errors).toEqual([]);
  });

  it('handles a long parent chain without recursion limits', () => {
    const n = 5000;
    const lines = Array.from({ length: n }, (_, i) => `T${i},Task ${i},,${i + 1 < n ? `T${i + 1}` : ''}`);
    const plan = planImport(
      IMPORT_SPECS.Task,
      parseCsv(`TaskId,Name,Code,ParentId\n${lines.join('\n')}`),
      [],
    );
    expect(plan.errors).toEqual([]);
    expect(plan.rows[0]!.key).toBe(`T${n - 1}`);
    expect(plan.rows[n - 1]!.key).toBe('T0');
  });
});
