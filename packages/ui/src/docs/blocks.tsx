import type { CSSProperties, ReactNode } from 'react';

/*
 * Small building blocks of the component docs pages (the `<Component>.mdx` files beside the stories
 * of ui and widgets). They render plain, accessible HTML tables and lists, so the pages need no
 * Markdown table extension and pass axe like the stories do. Docs only: not exported from @wm/ui.
 */

const table: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  margin: '8px 0 24px',
  fontSize: 14,
};
const cell: CSSProperties = {
  border: '1px solid #d0d7de',
  padding: '6px 10px',
  textAlign: 'left',
  verticalAlign: 'top',
};
const head: CSSProperties = { ...cell, background: '#f6f8fa' };

/** A two-or-more column table: `head` names the columns, each row gives one cell per column. */
export function DocTable({ head: columns, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" style={head}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <td key={j} style={cell}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The keyboard table: each row is [keys, what they do]; keys separated by ' / ' become separate kbd. */
export function KeyboardTable({ rows }: { rows: [keys: string, action: ReactNode][] }) {
  return (
    <DocTable
      head={['Key', 'Action']}
      rows={rows.map(([keys, action]) => [
        keys.split(' / ').map((k, i) => (
          <span key={k}>
            {i > 0 ? ' / ' : null}
            <kbd>{k}</kbd>
          </span>
        )),
        action,
      ])}
    />
  );
}

const column: CSSProperties = { flex: '1 1 260px', padding: '8px 16px', borderRadius: 4, background: '#fff' };

/** Do's and don'ts side by side (green and red left rules, dark text for contrast). */
export function DoDont({ dos, donts }: { dos: ReactNode[]; donts: ReactNode[] }) {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', margin: '8px 0 24px' }}>
      <section aria-label="Do" style={{ ...column, borderLeft: '4px solid #1a7f37' }}>
        <p style={{ margin: '0 0 4px', fontWeight: 700, color: '#1a4d2e' }}>Do</p>
        <ul style={{ margin: 0, paddingLeft: 20, color: '#1f2328' }}>
          {dos.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      </section>
      <section aria-label="Don't" style={{ ...column, borderLeft: '4px solid #cf222e' }}>
        <p style={{ margin: '0 0 4px', fontWeight: 700, color: '#82071e' }}>Don't</p>
        <ul style={{ margin: 0, paddingLeft: 20, color: '#1f2328' }}>
          {donts.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
