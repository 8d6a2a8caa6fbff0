/**
 * Dev-only harness for the allocator (not part of the console build): signs in as admin against
 * the API behind the Vite proxy, picks a good and a bad selection of yesterday's open records, and
 * renders AllocateButton for each. Run: `pnpm exec vite apps/console/src/features/time/allocator/harness
 * --config apps/console/vite.config.ts` with API_TARGET=http://127.0.0.1:<port>.
 */
import { type EntityRecord, type Identity, useApiClient } from '@wm/api';
import { ThemeProvider, ToastProvider } from '@wm/ui';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import '../../../../app.css.js';
import { createI18n } from '../../../../i18n/i18n.js';
import { RESOURCES } from '../../../../i18n/resources.js';
import { makeSession, SessionContext } from '../../../shell/SessionContext.js';
import { AllocateButton } from '../AllocateButton.js';

type Rec = EntityRecord & {
  employee_id: string;
  location_id: string;
  inTimeStamp: string;
  outTimeStamp: string;
};

function Harness() {
  const client = useApiClient();
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [good, setGood] = useState<string[]>([]);
  const [bad, setBad] = useState<string[]>([]);
  const [done, setDone] = useState(0);
  useEffect(() => {
    void (async () => {
      await client.account.logon('admin', 'Demo-1234');
      setIdentity(await client.account.identity());
      const from = new Date(Date.now() - 3 * 86400_000).toISOString();
      const records = (
        await client.time.list<Rec>({ from, to: new Date().toISOString() }, { top: 500 })
      ).filter((r) => r.outTimeStamp && !r.timeBatch_id);
      const byKey = new Map<string, Rec[]>();
      for (const r of records) {
        const k = `${r.location_id}|${r.inTimeStamp.slice(0, 10)}`;
        byKey.set(k, [...(byKey.get(k) ?? []), r]);
      }
      const pair = [...byKey.values()].find((g) => new Set(g.map((r) => r.employee_id)).size >= 2) ?? [];
      const a = pair[0];
      const b = pair.find((r) => r.employee_id !== a?.employee_id);
      setGood([a?.id, b?.id].filter(Boolean) as string[]);
      const other = records.find((r) => r.location_id !== a?.location_id);
      setBad([a?.id, other?.id].filter(Boolean) as string[]);
    })();
  }, [client]);
  if (!identity) return <p>Signing in…</p>;
  return (
    <SessionContext.Provider value={makeSession(identity, () => {})}>
      <div style={{ padding: 24, display: 'flex', gap: 16 }}>
        <span data-testid="good">
          good: <AllocateButton selectedIds={good} onAllocated={() => setDone((n) => n + 1)} />
        </span>
        <span data-testid="bad">
          bad: <AllocateButton selectedIds={bad} onAllocated={() => setDone((n) => n + 1)} />
        </span>
        <span data-testid="done">allocated {done}</span>
      </div>
    </SessionContext.Provider>
  );
}

const i18n = createI18n(
  new URLSearchParams(window.location.search).get('lang') === 'es' ? 'es' : 'en',
  undefined,
  true,
  RESOURCES,
);
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <ThemeProvider>
      <ToastProvider>
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <Harness />
        </SWRConfig>
      </ToastProvider>
    </ThemeProvider>
  </I18nextProvider>,
);
