import { useEffect, useState } from 'react';

/** One index.json entry (Storybook 10 index, v5). */
interface Entry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

interface Row {
  title: string;
  docsId: string | null;
  stories: number;
  tests: number;
  matrix: boolean;
  phone: boolean;
  status: string;
}

/** A component's status from its stories' tags: 'deprecated', 'experimental' or 'beta', else Stable. */
function statusOf(tags: Set<string>): string {
  if (tags.has('deprecated')) return 'Deprecated';
  if (tags.has('experimental')) return 'Experimental';
  if (tags.has('beta')) return 'Beta';
  return 'Stable';
}

/** Rows of the status table, one per component title of @wm/ui or @wm/widgets, from the index. */
export function statusRows(entries: Entry[]): Row[] {
  const by = new Map<string, Row & { tags: Set<string> }>();
  for (const e of entries) {
    if (!/^(ui|widgets)\//.test(e.title)) continue;
    const row = by.get(e.title) ?? {
      title: e.title,
      docsId: null,
      stories: 0,
      tests: 0,
      matrix: false,
      phone: false,
      status: '',
      tags: new Set<string>(),
    };
    if (e.type === 'docs') {
      if (e.tags?.includes('autodocs')) row.docsId = e.id;
      else if (!row.docsId) row.docsId = e.id;
    } else {
      row.stories += 1;
      if (e.tags?.includes('play-fn')) row.tests += 1;
      if (e.name === 'Matrix') row.matrix = true;
      if (e.name === 'Phone' || e.name.startsWith('Phone ')) row.phone = true;
      for (const t of e.tags ?? []) row.tags.add(t);
    }
    by.set(e.title, row);
  }
  return [...by.values()]
    .filter((r) => r.stories > 0)
    .map(({ tags, ...r }) => ({ ...r, status: statusOf(tags) }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Opens a docs page in the Storybook manager (the docs render in the preview iframe). */
function docsHref(id: string): string {
  const top = window.parent === window ? window.location : window.parent.location;
  return `${top.pathname}?path=/docs/${id}`;
}

const cell = { padding: '4px 8px', borderBottom: '1px solid #e3e6ea', textAlign: 'left' as const };

/**
 * The Welcome page's table of every component with its status, read from the built index
 * (index.json): stories, stories with a play function (tests), whether it has a theme Matrix and
 * a Phone story. Status comes from tags (`tags: ['beta']` in a story file's meta marks it Beta).
 */
export function ComponentStatus() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('./index.json')
      .then((r) => r.json())
      .then((j: { entries: Record<string, Entry> }) => setRows(statusRows(Object.values(j.entries))))
      .catch((e: unknown) => setError(String(e)));
  }, []);
  if (error) return <p>Component list unavailable: {error}</p>;
  if (!rows) return <p>Loading the component list…</p>;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {['Component', 'Package', 'Status', 'Stories', 'Tested (play)', 'Theme matrix', 'Phone story'].map(
            (h) => (
              <th key={h} style={cell}>
                {h}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const [pkg, name] = r.title.split('/');
          return (
            <tr key={r.title}>
              <td style={cell}>
                {r.docsId ? (
                  <a href={docsHref(r.docsId)} target="_top">
                    {name}
                  </a>
                ) : (
                  name
                )}
              </td>
              <td style={cell}>
                <code>@wm/{pkg}</code>
              </td>
              <td style={cell}>{r.status}</td>
              <td style={cell}>{r.stories}</td>
              <td style={cell}>{r.tests}</td>
              <td style={cell}>{r.matrix ? 'yes' : '—'}</td>
              <td style={cell}>{r.phone ? 'yes' : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
