import { partnerCalls, useBillingRecords, useEntityList, usePartners } from '@wm/api';
import {
  earliestRenewalDate,
  expiryAfterCanceling,
  isoDateOf,
  LICENSE_TYPES,
  PRODUCT_IDS,
  renewalDateProblem,
} from '@wm/domain';
import { Box, Button, Card, Checkbox, Select, Tabs, TextField, useToast } from '@wm/ui';
import { dollars, Pagination } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { SettingsTab } from '../settings/company/SettingsTab.js';
import {
  ALL,
  type CustomerRow,
  day,
  type Filters,
  filterCustomers,
  MATRIX_MODULES,
  type MatrixEmployee,
  maskedCard,
  renewalDue,
} from './customers.js';
import { PaymentContactDialog } from './PaymentContactDialog.js';
import * as styles from './Partners.css.js';
import { startSupport } from './support.js';

/** Company list page size (service spec 9). */
export const CUSTOMERS_PAGE_SIZE = 20;

/**
 * /customers/ (global and partner administrators; service spec 2 "Companies"): customers grouped
 * under their partners, 20 a page, with the spec's filters; the detail has the main info (status,
 * period, contract expiry, cancel account: ticking clears the expiry, un-ticking restores it),
 * licences (seats bought and assigned, from the licence audit), the purchase history and the users
 * with their roles per module (administrators hold every role) and the company settings; the payment contact
 * info dialog. The
 * server limits a partner to its own customers.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const companies = useEntityList<CustomerRow>('Company', {
    includeInactiveData: true,
    includeDeletedData: true,
    top: 10000,
  });
  const partners = usePartners();
  const [f, setF] = useState<Filters>({
    text: '',
    status: '1',
    partner: ALL,
    period: ALL,
    billing: ALL,
    from: '',
    to: '',
  });
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const partnerName = useMemo(
    () => new Map((partners.data ?? []).map((p) => [p.id, p.name])),
    [partners.data],
  );
  const rows = filterCustomers(companies.data ?? [], f).sort(
    (a, b) =>
      (partnerName.get(a.partner_id ?? '') ?? '').localeCompare(partnerName.get(b.partner_id ?? '') ?? '') ||
      a.name.localeCompare(b.name),
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / CUSTOMERS_PAGE_SIZE));
  const shown = rows.slice(page * CUSTOMERS_PAGE_SIZE, (page + 1) * CUSTOMERS_PAGE_SIZE);
  const groups = new Map<string, CustomerRow[]>();
  for (const c of shown) {
    const key = c.partner_id ?? '';
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const set = (patch: Partial<Filters>) => {
    setF({ ...f, ...patch });
    setPage(0);
  };
  const current = (companies.data ?? []).find((c) => c.id === selected) ?? null;

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.admin.customers')}</h1>
      <div className={styles.filters}>
        <TextField
          label={t('customers.search')}
          value={f.text}
          onChange={(e) => set({ text: e.target.value })}
        />
        <Select
          label={t('customers.status')}
          value={f.status}
          onValueChange={(v) => set({ status: v })}
          options={[
            { value: ALL, label: t('customers.all') },
            { value: '1', label: t('customers.status.1') },
            { value: '2', label: t('customers.status.2') },
            { value: '3', label: t('customers.status.3') },
          ]}
        />
        <Select
          label={t('customers.partner')}
          value={f.partner}
          onValueChange={(v) => set({ partner: v })}
          options={[
            { value: ALL, label: t('customers.all') },
            ...(partners.data ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <Select
          label={t('customers.period')}
          value={f.period}
          onValueChange={(v) => set({ period: v })}
          options={[
            { value: ALL, label: t('customers.all') },
            { value: '1', label: t('partners.period.1') },
            { value: '2', label: t('partners.period.2') },
          ]}
        />
        <Select
          label={t('customers.billing')}
          value={f.billing}
          onValueChange={(v) => set({ billing: v })}
          options={[
            { value: ALL, label: t('customers.all') },
            { value: 'renewing', label: t('customers.billing.renewing') },
            { value: 'canceling', label: t('customers.billing.canceling') },
          ]}
        />
        <TextField
          label={t('customers.expiryFrom')}
          type="date"
          value={f.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label={t('customers.expiryTo')}
          type="date"
          value={f.to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      {companies.error ? <p role="alert">{errorMessage(companies.error)}</p> : null}
      <table className={styles.table} aria-label={t('menu.admin.customers')}>
        <thead>
          <tr>
            <th>{t('customers.name')}</th>
            <th>{t('customers.status')}</th>
            <th>{t('customers.period')}</th>
            <th>{t('customers.expiry')}</th>
          </tr>
        </thead>
        {[...groups].map(([partnerId, list]) => (
          <tbody key={partnerId}>
            <tr>
              <th colSpan={4} className={styles.group} scope="rowgroup">
                {partnerName.get(partnerId) ?? t('customers.noPartner')}
              </th>
            </tr>
            {list.map((c) => (
              <tr key={c.id} className={styles.clickable}>
                <td>
                  <button
                    type="button"
                    className={c.id === selected ? styles.itemActive : styles.item}
                    onClick={() => setSelected(c.id)}
                  >
                    {c.name}
                  </button>
                </td>
                <td>{t(`customers.status.${c.status}`)}</td>
                <td>{c.licensePeriod ? t(`partners.period.${c.licensePeriod}`) : ''}</td>
                <td>{c.isCanceling ? t('customers.billing.canceling') : day(c.contractExpirationDate)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {rows.length === 0 ? <p>{t('customers.none')}</p> : null}
      <Pagination
        pageIndex={page}
        pageCount={pageCount}
        onPageChange={setPage}
        pageSize={CUSTOMERS_PAGE_SIZE}
        totalCount={rows.length}
      />
      {current ? <CustomerDetail company={current} onSaved={() => void companies.mutate()} /> : null}
    </Box>
  );
}

/** The detail tabs of one customer. */
function CustomerDetail({ company, onSaved }: { company: CustomerRow; onSaved: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [status, setStatus] = useState(String(company.status));
  const [canceling, setCanceling] = useState(Boolean(company.isCanceling));
  const [expiry, setExpiry] = useState<string | null>(company.contractExpirationDate ?? null);
  const [prior, setPrior] = useState<string | null>(company.contractExpirationDate ?? null);
  const [period, setPeriod] = useState(String(company.licensePeriod ?? 2));
  const billing = useBillingRecords(company.id, true);
  const changedExpiry = expiry && day(expiry) !== day(company.contractExpirationDate);
  const problem = changedExpiry
    ? renewalDateProblem(day(expiry), isoDateOf(new Date()), Number(period))
    : null;
  const expiryProblem = problem?.includes('tomorrow')
    ? 'tomorrow'
    : problem?.includes('1st')
      ? 'first'
      : problem
        ? 'date'
        : null;
  const audit = useSWR(['audit', company.id], () => partnerCalls.licenseAudit(apiClient, company.id));
  const card = useSWR(['billing-card', company.id], () => partnerCalls.billingCard(apiClient, company.id));
  const [renewing, setRenewing] = useState(false);
  // Renews a due contract now (the hourly task would): charges the saved card off-session.
  const renewNow = async () => {
    setRenewing(true);
    try {
      const r = await partnerCalls.renew(apiClient, company.id);
      const text = t(r.messageKey, { reason: r.declineReason ?? '', defaultValue: r.message });
      if (r.paymentStatus === 'unpaid') toast.error(text);
      else toast.success(text);
      void billing.mutate();
      onSaved();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setRenewing(false);
    }
  };
  const people = useSWR(['customer-users', company.id], async () => {
    const headers = { 'X-Company-Id': company.id };
    const [employees, roles] = await Promise.all([
      apiClient.http.request<MatrixEmployee[]>('GET', '/Employee', { headers }),
      apiClient.http.request<{ id: string; name: string; moduleId: string }[]>('GET', '/Role', { headers }),
    ]);
    return { employees, roles };
  });

  const save = async () => {
    if (expiryProblem) {
      toast.error(t('partners.checkForm'));
      return;
    }
    try {
      await partnerCalls.saveCompany(apiClient, {
        id: company.id,
        status: Number(status),
        licensePeriod: Number(period),
        isCanceling: canceling,
        contractExpirationDate: expiry ? day(expiry) : null,
      });
      toast.success(t('common.saved'));
      onSaved();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const main = (
    <div className={styles.detail}>
      <div className={styles.grid}>
        <Select
          label={t('customers.status')}
          value={status}
          onValueChange={setStatus}
          options={[1, 2, 3].map((s) => ({ value: String(s), label: t(`customers.status.${s}`) }))}
        />
        <Select
          label={t('customers.period')}
          value={period}
          onValueChange={setPeriod}
          options={[1, 2].map((p) => ({ value: String(p), label: t(`partners.period.${p}`) }))}
        />
        <TextField
          label={t('customers.renewal')}
          type="date"
          value={day(expiry)}
          min={earliestRenewalDate(isoDateOf(new Date()), Number(period))}
          disabled={canceling}
          onChange={(e) => setExpiry(e.target.value || null)}
          error={expiryProblem ? t(`customers.renewalProblem.${expiryProblem}`) : undefined}
          data-testid="contract-expiry"
        />
        <Checkbox
          label={t('customers.cancelAccount')}
          checked={canceling}
          onCheckedChange={(c) => {
            const on = c === true;
            if (on) setPrior(expiry);
            setCanceling(on);
            setExpiry(expiryAfterCanceling(on, on ? expiry : null, prior));
          }}
        />
      </div>
      <div className={styles.actions}>
        <PaymentContactDialog company={company} onSaved={onSaved} />
        <Button
          variant="secondary"
          onClick={() => startSupport(company.id).catch((e) => toast.error(errorMessage(e)))}
        >
          {t('support.open')}
        </Button>
        <Button onClick={() => void save()}>{t('common.save')}</Button>
      </div>
    </div>
  );
  const licences = (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('partners.product')}</th>
          <th>{t('customers.seatsBought')}</th>
          <th>{t('customers.seatsAssigned')}</th>
        </tr>
      </thead>
      <tbody>
        {LICENSE_TYPES.map((type) => {
          const a = audit.data?.[PRODUCT_IDS[type]];
          return (
            <tr key={type} data-testid={`licence-${type}`}>
              <td>{t(`partners.type.${type}`)}</td>
              <td>{a?.quantity ?? 0}</td>
              <td>{a?.used ?? 0}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  const history = (
    <div className={styles.detail}>
      <div className={styles.actions}>
        <span data-testid="customer-renewal-card">
          {t('billing.card.title')}:{' '}
          {card.data?.card
            ? maskedCard(card.data.card, t('billing.card.unknownBrand'))
            : t('billing.card.none')}
        </span>
        {renewalDue(company.contractExpirationDate, isoDateOf(new Date())) ? (
          <Button variant="secondary" onClick={() => void renewNow()} loading={renewing}>
            {t('billing.renewal.now')}
          </Button>
        ) : null}
      </div>
      <table className={styles.table} aria-label={t('customers.history')}>
        <thead>
          <tr>
            <th>{t('customers.date')}</th>
            <th>{t('customers.items')}</th>
            <th>{t('customers.amount')}</th>
            <th>{t('customers.payment')}</th>
          </tr>
        </thead>
        <tbody>
          {(billing.data ?? []).map((b) => (
            <tr key={b.id} data-testid="billing-row">
              <td>{day(b.createdTimeStamp)}</td>
              <td>
                {[
                  ...(b.licenses ?? []).map(
                    (l) => `${l.quantity} × ${t(`partners.type.${l.ltype}`, { defaultValue: l.ltype })}`,
                  ),
                  ...(b.purchasedOffers ?? []).map((o) => `${o.quantity ?? 1} × ${o.name}`),
                ].join(', ')}
                {b.discountCode ? ` (${b.discountCode})` : ''}
              </td>
              <td>{dollars(b.amount)}</td>
              <td>
                {t(`customers.paymentStatus.${b.paymentStatus}`)}
                {b.paymentMessageKey ? (
                  <div data-testid="billing-message">
                    {t(b.paymentMessageKey, {
                      reason: b.declineReason ?? '',
                      defaultValue: b.paymentMessage,
                    })}
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  const users = (
    <table className={styles.table} aria-label={t('customers.tab.users')}>
      <thead>
        <tr>
          <th>{t('customers.user')}</th>
          {MATRIX_MODULES.map((m) => (
            <th key={m}>{t(`customers.module.${m}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(people.data?.employees ?? []).map((e) => (
          <tr key={e.id} data-testid="user-row">
            <td>
              {e.fullName || e.id}
              {e.isAdministrator ? ` (${t('customers.administrator')})` : ''}
            </td>
            {MATRIX_MODULES.map((m) => (
              <td key={m}>
                {e.isAdministrator
                  ? t('customers.allRoles')
                  : (e.roleIds ?? [])
                      .map((id) => people.data?.roles.find((r) => r.id === id))
                      .filter((r) => r?.moduleId === m)
                      .map((r) => r!.name)
                      .join(', ')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Card title={company.name} headingLevel={2}>
      <Tabs
        label={company.name}
        defaultValue="main"
        items={[
          { value: 'main', label: t('customers.tab.main'), content: main },
          { value: 'licenses', label: t('customers.tab.licenses'), content: licences },
          { value: 'history', label: t('customers.tab.history'), content: history },
          { value: 'users', label: t('customers.tab.users'), content: users },
          {
            value: 'settings',
            label: t('customers.tab.settings'),
            content: <SettingsTab key={company.id} customerId={company.id} />,
          },
        ]}
      />
    </Card>
  );
}
