import { describe, expect, it } from 'vitest';
import { createRowIndex, narrows, queryRows } from './rowEngine';

interface R {
  id: number;
  name: string;
  hours: number | null;
  start?: Date;
}
const data: R[] = [
  { id: 0, name: 'delta', hours: 5 },
  { id: 1, name: 'Alpha', hours: 10 },
  { id: 2, name: 'charlie', hours: null },
  { id: 3, name: 'bravo', hours: 2.5 },
  { id: 4, name: 'alpha two', hours: 10 },
];
const columns = [
  { id: 'name', value: (r: R) => r.name },
  { id: 'hours', value: (r: R) => r.hours },
];
/** An index with every sort rank and search text built, as after the idle-time warm-up. */
function warmed<T>(rows: readonly T[], cols: { id: string; value: (r: T) => unknown }[]) {
  const idx = createRowIndex(rows, cols as Parameters<typeof createRowIndex<T>>[1]);
  const ids = cols.map((c) => c.id);
  while (idx.warmStep(ids, ids));
  return idx;
}
/** The query's rows on a fresh index (search from the cells) after checking a warmed one agrees. */
const q = (over: Partial<Parameters<typeof queryRows>[1]> = {}) => {
  const query = {
    globalFilter: '',
    columnFilters: [],
    sorting: [],
    globalColumns: ['name', 'hours'],
    ...over,
  };
  const cold = Array.from(queryRows(createRowIndex(data, columns), query));
  expect(Array.from(queryRows(warmed(data, columns), query))).toEqual(cold);
  return cold;
};

describe('queryRows', () => {
  it('returns every row in data order without filters or sorting', () => {
    expect(q()).toEqual([0, 1, 2, 3, 4]);
  });
  it('sorts strings case-insensitively, ties by original order', () => {
    expect(q({ sorting: [{ id: 'name', desc: false }] })).toEqual([1, 4, 3, 2, 0]);
    expect(q({ sorting: [{ id: 'name', desc: true }] })).toEqual([0, 2, 3, 4, 1]);
  });
  it('sorts numbers numerically with empty values last', () => {
    expect(q({ sorting: [{ id: 'hours', desc: false }] })).toEqual([3, 0, 1, 4, 2]);
  });
  it('sorts by several keys', () => {
    expect(
      q({
        sorting: [
          { id: 'hours', desc: true },
          { id: 'name', desc: true },
        ],
      }),
    ).toEqual([2, 4, 1, 0, 3]);
  });
  it('filters globally by every word, case-insensitively', () => {
    expect(q({ globalFilter: 'ALPHA' })).toEqual([1, 4]);
    expect(q({ globalFilter: 'alpha 10 two' })).toEqual([4]);
    expect(q({ globalFilter: 'zulu' })).toEqual([]);
  });
  it('filters by column and combines with sorting', () => {
    expect(
      q({ columnFilters: [{ id: 'hours', value: '10' }], sorting: [{ id: 'name', desc: true }] }),
    ).toEqual([4, 1]);
    expect(q({ columnFilters: [{ id: 'name', value: '  ' }] })).toEqual([0, 1, 2, 3, 4]);
  });
  it('sorts dates by time', () => {
    const d = [{ t: new Date('2026-03-01') }, { t: new Date('2025-01-01') }, { t: new Date('2026-01-01') }];
    const idx = createRowIndex(d, [{ id: 't', value: (r: { t: Date }) => r.t }]);
    expect(
      Array.from(
        queryRows(idx, {
          globalFilter: '',
          columnFilters: [],
          globalColumns: [],
          sorting: [{ id: 't', desc: false }],
        }),
      ),
    ).toEqual([1, 2, 0]);
  });
  it('names an unknown column', () => {
    expect(() => q({ sorting: [{ id: 'nope', desc: false }] })).toThrow("ListView: unknown column id 'nope'");
    expect(() => q({ columnFilters: [{ id: 'nope', value: 'x' }] })).toThrow(
      "ListView: unknown column id 'nope'",
    );
  });
  it('handles an empty list', () => {
    const idx = createRowIndex<R>([], columns);
    expect(
      queryRows(idx, {
        globalFilter: 'a',
        columnFilters: [],
        globalColumns: ['name'],
        sorting: [{ id: 'name', desc: false }],
      }).length,
    ).toBe(0);
  });
  it('warms keys step by step and reports when done', () => {
    const idx = createRowIndex(data, columns);
    let steps = 0;
    const built = idx as unknown as { texts: Map<string, unknown>; ranks: Map<string, unknown> };
    // The sort ranks first, in column order and in slices, then the search texts.
    const order: string[] = [];
    while (idx.warmStep(['name', 'hours'], ['name'])) {
      steps++;
      order.push(`${built.ranks.size}${built.texts.size}`);
    }
    expect(order.at(0)).toBe('00');
    expect(order.indexOf('01')).toBe(-1);
    expect(order.indexOf('20')).toBeGreaterThan(order.indexOf('10'));
    expect(steps).toBeGreaterThanOrEqual(3);
    expect([built.texts.size, built.ranks.size]).toEqual([1, 2]);
  });
  it('orders strings by packed characters exactly as by comparison: prefixes, equal keys, NUL, Latin-1 and beyond', () => {
    let seed = 3;
    const rnd = (k: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % k;
    };
    for (const alphabet of ['ab', 'aB\u0000éÉ', 'abΩ', 'aAİ', 'zÀàß']) {
      for (const prefix of ['', 'same prefix ']) {
        const rows = Array.from({ length: 3000 }, () => ({
          s:
            rnd(50) === 0
              ? ''
              : prefix + Array.from({ length: rnd(9) }, () => alphabet[rnd(alphabet.length)]).join(''),
        }));
        const cols = [{ id: 's', value: (r: { s: string }) => r.s }];
        const low = rows.map((r) => r.s.toLowerCase());
        const expected = rows
          .map((_, i) => i)
          .sort((a, b) => {
            const x = low[a]!;
            const y = low[b]!;
            if (x === '' || y === '') return x === y ? a - b : x === '' ? 1 : -1;
            return x < y ? -1 : x > y ? 1 : a - b;
          });
        const got = queryRows(createRowIndex(rows, cols), {
          globalFilter: '',
          columnFilters: [],
          globalColumns: [],
          sorting: [{ id: 's', desc: false }],
        });
        expect(Array.from(got), JSON.stringify([alphabet, prefix])).toEqual(expected);
      }
    }
  });
  it('builds a rank in slices that a sort finishes, as a rank built at once', () => {
    // 40,000 rows: three sorted blocks and two rounds of merging; duplicates and empty cells.
    const rows = Array.from({ length: 40000 }, (_, i) => ({
      s: i % 97 === 0 ? '' : `Name ${(i * 7919) % 5000}`,
      n: (i * 37) % 1000,
      d: i % 89 === 0 ? null : new Date(((i * 104729) % 3000) * 1000),
    }));
    const cols = [
      { id: 's', value: (r: (typeof rows)[number]) => r.s },
      { id: 'n', value: (r: (typeof rows)[number]) => r.n },
      { id: 'd', value: (r: (typeof rows)[number]) => r.d },
    ];
    const key = (r: (typeof rows)[number], id: string) =>
      id === 's' ? r.s.toLowerCase() : id === 'n' ? r.n : (r.d?.getTime() ?? null);
    for (const id of ['s', 'n', 'd']) {
      const expected = rows
        .map((_, i) => i)
        .sort((a, b) => {
          const x = key(rows[a]!, id);
          const y = key(rows[b]!, id);
          const xe = x === null || x === '';
          const ye = y === null || y === '';
          if (xe || ye) return xe === ye ? a - b : xe ? 1 : -1;
          return (x < y ? -1 : x > y ? 1 : 0) || a - b;
        });
      const sortBy = (idx: ReturnType<typeof createRowIndex<(typeof rows)[number]>>) =>
        Array.from(
          queryRows(idx, {
            globalFilter: '',
            columnFilters: [],
            globalColumns: [],
            sorting: [{ id, desc: false }],
          }),
        );
      const partly = createRowIndex(rows, cols);
      partly.warmStep([id], []);
      expect((partly as unknown as { ranks: Map<string, unknown> }).ranks.has(id), id).toBe(false);
      expect(sortBy(partly), id).toEqual(expected);
      expect(sortBy(createRowIndex(rows, cols)), id).toEqual(expected);
    }
  });
  it('matches a word within one cell, never across cells or rows', () => {
    expect(q({ globalFilter: 'a5' })).toEqual([]);
    expect(q({ globalFilter: 'ta5' })).toEqual([]);
    expect(q({ globalFilter: '\u0001' })).toEqual([]);
    expect(q({ globalFilter: 'o 2.5' })).toEqual([3]);
    expect(
      q({
        columnFilters: [
          { id: 'name', value: 'a' },
          { id: 'hours', value: '1' },
        ],
      }),
    ).toEqual([1, 4]);
  });
});

describe.each([
  ['before the index is built (cells read one by one)', false],
  ['with the index built', true],
])('text filter %s (row masks, jumps between rows, narrowing)', (_, warm) => {
  interface W {
    a: string;
    b: string;
  }
  const cols = [
    { id: 'a', value: (r: W) => r.a },
    { id: 'b', value: (r: W) => r.b },
  ];
  const make = (rows: W[]) => (warm ? warmed(rows, cols) : createRowIndex(rows, cols));
  const run = (idx: ReturnType<typeof createRowIndex<W>>, globalFilter: string, columnFilters = []) =>
    Array.from(queryRows(idx, { globalFilter, columnFilters, sorting: [], globalColumns: ['a', 'b'] }));
  /** What the filter must return: every word in some global column, every column filter in its column. */
  const naive = (rows: W[], globalFilter: string, columnFilters: { id: 'a' | 'b'; value: string }[] = []) =>
    rows
      .map((r, i) => ({ r, i }))
      .filter(({ r }) =>
        globalFilter
          .trim()
          .toLowerCase()
          .split(/\s+/)
          .filter(Boolean)
          .every((w) => r.a.toLowerCase().includes(w) || r.b.toLowerCase().includes(w)),
      )
      .filter(({ r }) =>
        columnFilters.every((f) => r[f.id].toLowerCase().includes(f.value.toLowerCase().trim())),
      )
      .map(({ i }) => i);

  it('matches at the first and last character of a row, and at the first and last row', () => {
    const rows = [
      { a: 'xab', b: '' },
      { a: 'cd', b: '' },
      { a: 'ef', b: 'q' },
      { a: 'gx', b: '' },
    ];
    const idx = make(rows);
    expect(run(idx, 'x')).toEqual([0, 3]);
    expect(run(idx, 'xa')).toEqual([0]);
    expect(run(idx, 'gx')).toEqual([3]);
    expect(run(idx, 'cd')).toEqual([1]);
    expect(run(idx, 'q')).toEqual([2]);
  });
  it('never matches a needle across the end of one row and the start of the next', () => {
    const rows = [
      { a: 'ab', b: '' },
      { a: 'cd', b: '' },
      { a: 'b', b: '' },
      { a: 'cb', b: '' },
    ];
    const idx = make(rows);
    expect(run(idx, 'bc')).toEqual([]);
    expect(run(idx, 'dc')).toEqual([]);
    expect(run(idx, 'b')).toEqual([0, 2, 3]);
    expect(run(idx, 'cb')).toEqual([3]);
    expect(run(idx, 'b\u0001c')).toEqual([]);
  });
  it('answers one letter, one digit and other characters exactly (digits share mask bits)', () => {
    const rows = [
      { a: 'r1', b: 'x' },
      { a: 'r6', b: 'y' },
      { a: 'café', b: 'a-b' },
      { a: 'A B', b: '' },
    ];
    const idx = make(rows);
    expect(run(idx, '1')).toEqual([0]);
    expect(run(idx, '6')).toEqual([1]);
    expect(run(idx, 'é')).toEqual([2]);
    expect(run(idx, 'É')).toEqual([2]);
    expect(run(idx, '-')).toEqual([2]);
    expect(run(idx, 'a')).toEqual([2, 3]);
    expect(run(idx, 'y')).toEqual([1]);
    expect(
      Array.from(
        queryRows(idx, {
          globalFilter: '',
          columnFilters: [{ id: 'a', value: ' ' }],
          sorting: [],
          globalColumns: [],
        }),
      ),
    ).toEqual([0, 1, 2, 3]);
    expect(
      Array.from(
        queryRows(idx, {
          globalFilter: '',
          columnFilters: [{ id: 'a', value: 'a b' }],
          sorting: [],
          globalColumns: [],
        }),
      ),
    ).toEqual([3]);
  });
  it('keeps offsets right when a cell holds the separator or lower-cases to another length', () => {
    const rows = [
      { a: 'İx', b: '' }, // U+0130 lower-cases to two code units
      { a: 'a\u0001b', b: '' },
      { a: 'zz', b: '' },
    ];
    const idx = make(rows);
    expect(run(idx, 'x')).toEqual([0]);
    expect(run(idx, 'a b')).toEqual([1]);
    expect(run(idx, 'zz')).toEqual([2]);
    expect(run(idx, 'b')).toEqual([1]);
  });
  it('narrows from the previous result when the needle grows, and widens again when it shrinks or changes', () => {
    const rows = ['Austin', 'Boston', 'Chicago', 'Denver', 'El Paso', 'Fresno', 'Garland', 'Houston'].map(
      (a, i) => ({
        a,
        b: `s${i}`,
      }),
    );
    const idx = make(rows);
    for (const text of [
      's',
      'st',
      'sto',
      'ston',
      'sto',
      's',
      'x',
      'o',
      'on',
      'ton s',
      'to',
      'ago',
      's1',
      's',
      'o s',
      'o',
    ]) {
      expect(run(idx, text), text).toEqual(naive(rows, text));
      expect(idx.lastFilter?.rows.length ?? rows.length).toBe(naive(rows, text).length);
    }
    // Column filters narrow the same way; a changed column does not reuse the rows.
    const byColumn = (a: string, b: string) =>
      Array.from(
        queryRows(idx, {
          globalFilter: '',
          columnFilters: [
            { id: 'a', value: a },
            { id: 'b', value: b },
          ],
          sorting: [],
          globalColumns: ['a', 'b'],
        }),
      );
    expect(byColumn('o', '')).toEqual([1, 2, 4, 5, 7]);
    expect(byColumn('os', '')).toEqual([1]);
    expect(byColumn('os', '1')).toEqual([1]);
    expect(byColumn('os', '4')).toEqual([]);
    expect(byColumn('o', '5')).toEqual([5]);
    expect(byColumn('', '5')).toEqual([5]);
    expect(byColumn('n', '')).toEqual([0, 1, 3, 5, 6, 7]);
    // Other global columns: the previous rows do not apply.
    expect(
      Array.from(queryRows(idx, { globalFilter: 's', columnFilters: [], sorting: [], globalColumns: ['a'] })),
    ).toEqual([0, 1, 4, 5, 7]);
    expect(run(idx, 's')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
  it('agrees with a plain per-row search on random text and random typing', () => {
    let seed = 7;
    const rnd = (k: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % k;
    };
    const alphabet = 'abAB 01-é';
    const word = (max: number) =>
      Array.from({ length: rnd(max + 1) }, () => alphabet[rnd(alphabet.length)]).join('');
    const rows = Array.from({ length: 300 }, () => ({ a: word(6), b: word(4) }));
    const idx = make(rows);
    let text = '';
    for (let step = 0; step < 600; step++) {
      const op = rnd(4);
      if (op === 0 && text) text = text.slice(0, -1);
      else if (op === 3) text = word(3);
      else text += alphabet[rnd(alphabet.length)];
      expect(run(idx, text), JSON.stringify(text)).toEqual(naive(rows, text));
      if (step % 3) continue; // most steps type on, so each query narrows the one before
      const f = word(2);
      expect(
        Array.from(
          queryRows(idx, {
            globalFilter: text,
            columnFilters: [{ id: 'b', value: f }],
            sorting: [],
            globalColumns: ['a', 'b'],
          }),
        ),
        JSON.stringify([text, f]),
      ).toEqual(naive(rows, text, [{ id: 'b', value: f }]));
    }
  });
});

describe('sort ranks', () => {
  it('order strings, dates and mixed columns as compareValues does, empty cells last', () => {
    const rows = [
      { s: 'b', d: new Date(5), m: 'x' as string | number | null },
      { s: '', d: null as Date | null, m: 3 },
      { s: 'A', d: new Date(-5), m: null },
      { s: 'a', d: new Date(5), m: 'X' },
      { s: null as string | null, d: new Date(0), m: 1 },
      { s: 'B', d: null, m: '' },
    ];
    const idx = createRowIndex(rows, [
      { id: 's', value: (r: (typeof rows)[number]) => r.s },
      { id: 'd', value: (r: (typeof rows)[number]) => r.d },
      { id: 'm', value: (r: (typeof rows)[number]) => r.m },
    ]);
    const sorted = (id: string, desc = false) =>
      Array.from(
        queryRows(idx, { globalFilter: '', columnFilters: [], globalColumns: [], sorting: [{ id, desc }] }),
      );
    expect(sorted('s')).toEqual([2, 3, 0, 5, 1, 4]);
    expect(sorted('s', true)).toEqual([4, 1, 5, 0, 3, 2]);
    expect(sorted('d')).toEqual([2, 4, 0, 3, 1, 5]);
    expect(sorted('m')).toEqual([4, 1, 0, 3, 2, 5]);
  });
});

describe('date columns', () => {
  it('search the same text as toISOString, lower-cased, on the fast path and off it', () => {
    const times = [
      0,
      -1,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2000, 2, 1),
      Date.UTC(1900, 1, 28, 12, 5, 7, 40),
      -62167219200000, // 0000-01-01
      253402300799999, // 9999-12-31T23:59:59.999
      Date.UTC(1969, 11, 31, 23, 59, 59, 1),
      Date.UTC(2026, 10, 28, 15, 4, 5, 6),
    ];
    let seed = 11;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      times.push(-62167219200000 + (seed / 2147483648) * (253402300799999 + 62167219200000));
    }
    const withEmpty: (Date | null | undefined)[] = [
      ...times.map((t) => new Date(Math.floor(t))),
      null,
      undefined,
      new Date(Number.NaN),
    ];
    const expected = (d: Date | null | undefined) =>
      d && !Number.isNaN(d.getTime()) ? d.toISOString().toLowerCase() : '';
    const check = (ds: (Date | null | undefined)[]) => {
      const idx = createRowIndex(ds, [{ id: 'd', value: (d: Date | null | undefined) => d }]);
      const { text, starts } = idx.textOf('d');
      ds.forEach((d, i) => {
        expect(text.slice(starts[i], (starts[i + 1] as number) - 1), String(d?.getTime())).toBe(expected(d));
      });
      expect(starts[ds.length]).toBe(text.length);
      const q = (globalFilter: string) =>
        Array.from(queryRows(idx, { globalFilter, columnFilters: [], sorting: [], globalColumns: ['d'] }));
      for (const needle of ['t', 'z', '-02-29', ':59:59.999z', '2024', '0', '1969-12-31t23', 'zx'])
        expect(q(needle), needle).toEqual(ds.flatMap((d, i) => (expected(d).includes(needle) ? [i] : [])));
      // Before the text is built, the cells themselves give the same rows.
      const cold = createRowIndex(ds, [{ id: 'd', value: (d: Date | null | undefined) => d }]);
      for (const needle of ['t', 'z', '-02-29', ':59:59.999z', '2024', '0', '+01', 'zx', 'x'])
        expect(
          Array.from(
            queryRows(cold, { globalFilter: needle, columnFilters: [], sorting: [], globalColumns: ['d'] }),
          ),
          needle,
        ).toEqual(ds.flatMap((d, i) => (expected(d).includes(needle) ? [i] : [])));
    };
    check(withEmpty);
    // A date past year 9999 (toISOString writes +010000-...) sends the whole column the general way.
    check([...withEmpty, new Date(253402300800000), new Date(-62167219200001)]);
  });
});

describe('search before the index is built', () => {
  interface M {
    name: string | null;
    n: number | null;
    when?: Date | null;
    flag?: boolean;
    tag: string;
  }
  const rows: M[] = [
    { name: 'Zoë Müller', n: 12.5, when: new Date(Date.UTC(2026, 0, 5, 8)), flag: true, tag: 'x' },
    { name: 'ZOE MULLER', n: -3, when: null, flag: false, tag: '' },
    { name: '', n: null, when: new Date(Number.NaN), tag: 'Ünïcode' },
    { name: null, n: Number.NaN, when: undefined, tag: 'İstanbul' }, // İ lower-cases to two code units
    { name: 'Kelvin \u212a', n: 1e21, when: new Date(253402300800000), tag: 'tab\u0001sep' }, // Kelvin sign -> k
    { name: 'Señora Ñ', n: Number.POSITIVE_INFINITY, when: new Date(0), flag: true, tag: 'STONE' },
    { name: 'straße', n: 0, when: new Date(Date.UTC(1999, 11, 31, 23, 59)), tag: 'Boston' },
    { name: 'ΣΊΣΥΦΟΣ', n: 2026, when: new Date(Date.UTC(2026, 10, 28)), tag: 'houston 2026' },
  ];
  const cols = [
    { id: 'name', value: (r: M) => r.name },
    { id: 'n', value: (r: M) => r.n },
    { id: 'when', value: (r: M) => r.when },
    { id: 'flag', value: (r: M) => r.flag },
    { id: 'tag', value: (r: M) => r.tag, text: (r: M) => `#${r.tag}` },
  ];
  const all = cols.map((c) => c.id);
  const needles = [
    ...['zoe', 'zoë', 'müll', 'MULLER', 'ü', 'ñ', 'señ', 'ß', 'ss', 'σ', 'ς', 'σίσυφος', 'i̇', 'istanbul'],
    ...['k', 'kelvin k', 'e', 'nan', 'infinity', '1e+21', '12.5', '-3', '2026', '2026-01-05t08', 'z', 't'],
    ...['true', 'false', 'x', '#', '#s', 'tab sep', 'sto', 'ston', 'on', '0', '.', ':', '+01', 'a b', ' '],
  ];
  it('gives the same rows in the same order as the built index, for words, column filters and sorts', () => {
    const hot = warmed(rows, cols);
    for (const needle of needles)
      for (const sorting of [[], [{ id: 'name', desc: true }], [{ id: 'n', desc: false }]])
        for (const columnFilters of [[], [{ id: 'tag', value: needle }]]) {
          const query = { globalFilter: needle, columnFilters, sorting, globalColumns: all };
          const label = JSON.stringify(query);
          const cold = createRowIndex(rows, cols);
          expect(Array.from(queryRows(cold, query)), label).toEqual(Array.from(queryRows(hot, query)));
        }
  });
  it('narrows while typing before the index is built, as after', () => {
    const cold = createRowIndex(rows, cols);
    const hot = warmed(rows, cols);
    for (const text of ['s', 'st', 'sto', 'ston', 'st', '2', '20', '202', '2026', 'z', 'zo', 'zoe m', '']) {
      const query = { globalFilter: text, columnFilters: [], sorting: [], globalColumns: all };
      expect(Array.from(queryRows(cold, query)), text).toEqual(Array.from(queryRows(hot, query)));
    }
    // The search read the cells: no column's text was built on the way.
    expect((cold as unknown as { texts: Map<string, unknown> }).texts.size).toBe(0);
  });
});

describe('work buffers', () => {
  it('never change a result returned earlier, with or without sorting', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ name: `n${(i * 7) % 50}`, hours: i % 5 }));
    const idx = createRowIndex(rows, [
      { id: 'name', value: (r: { name: string }) => r.name },
      { id: 'hours', value: (r: { hours: number }) => r.hours },
    ]);
    const query = (globalFilter: string, desc?: boolean) =>
      queryRows(idx, {
        globalFilter,
        columnFilters: [],
        sorting: desc === undefined ? [] : [{ id: 'name', desc }],
        globalColumns: ['name'],
      });
    const kept: [Int32Array, number[]][] = [];
    for (const [text, desc] of [
      ['1', undefined],
      ['1', true],
      ['n', false],
      ['2', undefined],
      ['', true],
      ['4', false],
    ] as const) {
      const r = query(text, desc);
      kept.push([r, Array.from(r)]);
    }
    for (const [r, copy] of kept) expect(Array.from(r)).toEqual(copy);
    expect(Array.from(query('1', false)).map((i) => rows[i]?.name)).toEqual([
      'n1',
      'n10',
      'n11',
      'n12',
      'n13',
      'n14',
      'n15',
      'n16',
      'n17',
      'n18',
      'n19',
      'n21',
      'n31',
      'n41',
    ]);
  });
});

describe('narrows', () => {
  const prev = { globalKey: 'a', constraints: [{ col: '', needle: 'st' }], rows: new Int32Array(0) };
  it('holds when every old needle is inside a new one on the same column', () => {
    expect(narrows(prev, 'a', [{ col: '', needle: 'sto' }])).toBe(true);
    expect(narrows(prev, 'a', [{ col: '', needle: 'ast' }])).toBe(true);
    expect(
      narrows(prev, 'a', [
        { col: '', needle: 'st' },
        { col: 'b', needle: 'x' },
      ]),
    ).toBe(true);
  });
  it('fails when a needle shrinks or changes, moves column, or the global columns differ', () => {
    expect(narrows(prev, 'a', [{ col: '', needle: 's' }])).toBe(false);
    expect(narrows(prev, 'a', [{ col: '', needle: 'ts' }])).toBe(false);
    expect(narrows(prev, 'a', [{ col: 'b', needle: 'sto' }])).toBe(false);
    expect(narrows(prev, 'a\u0001b', [{ col: '', needle: 'sto' }])).toBe(false);
    expect(narrows(prev, 'a', [])).toBe(false);
  });
});
