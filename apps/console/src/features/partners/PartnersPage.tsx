import { type PartnerView, partnerCalls, usePartners } from '@wm/api';
import {
  BillingPeriod,
  type DiscountCode,
  formatCents,
  LICENSE_TYPES,
  type Offer,
  PRODUCT_IDS,
  type PartnerProduct,
  type PricingPackage,
  parseDollars,
  validateDiscountCodes,
} from '@wm/domain';
import { Box, Button, Card, Checkbox, Select, TextField, useToast } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import { useSession } from '../shell/SessionContext.js';
import * as styles from './Partners.css.js';

const PERIODS = [BillingPeriod.Monthly, BillingPeriod.Annual] as const;
const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 16);

/** Dollars text of a price in cents ('' for none). */
const priceText = (cents: number | undefined) => (cents === undefined ? '' : formatCents(cents));

/** The price of a product for a period in a pricing list. */
function priceOf(products: PartnerProduct[], productId: string, period: number) {
  return products.find((p) => p.productId === productId)?.licenseOptions.find((o) => o.period === period)
    ?.price;
}

/** Products with a price set for `period` of `productId` (null/'' clears it). */
function withPrice(products: PartnerProduct[], productId: string, period: number, cents: number | null) {
  const list = PRODUCT_IDS_LIST.map(
    (id) => products.find((p) => p.productId === id) ?? { productId: id, licenseOptions: [] },
  );
  return list.map((p) =>
    p.productId !== productId
      ? p
      : {
          ...p,
          licenseOptions: [
            ...p.licenseOptions.filter((o) => o.period !== period),
            ...(cents === null
              ? []
              : [
                  {
                    id: `${productId.slice(7).toLowerCase()}-${period}`,
                    product_id: productId,
                    period,
                    price: cents,
                  },
                ]),
          ].sort((a, b) => a.period - b.period),
        },
  );
}
const PRODUCT_IDS_LIST = LICENSE_TYPES.map((t) => PRODUCT_IDS[t]);

/**
 * One partner's sections (service spec 2 "Partners"): mainInfo, basePricing, packageOfferings,
 * otherOffers and discountCodes, plus the sign-up link (create-account path + token). Prices are
 * typed in dollars and kept in cents. Discount codes save one at a time with the spec's messages;
 * delete sets status 3, deactivate status 2.
 */
export function PartnerDetail({ partner, onSaved }: { partner: PartnerView; onSaved: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { identity } = useSession();
  const isGlobal = Boolean(identity.adminInfo?.isGlobal);
  const [draft, setDraft] = useState<PartnerView>(partner);
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDraft(partner);
    setPrices({});
    setErrors({});
  }, [partner]);
  const products = draft.products ?? [];
  const link = `${window.location.origin}/create-account/${partner.token}`;

  const save = async () => {
    const bad = Object.entries(prices).filter(([, v]) => v.trim() !== '' && parseDollars(v) === null);
    if (bad.length > 0) {
      setErrors(Object.fromEntries(bad.map(([k]) => [k, t('partners.priceInvalid')])));
      toast.error(t('partners.checkForm'));
      return;
    }
    let next = products;
    for (const [key, v] of Object.entries(prices)) {
      const [productId, period] = key.split('|') as [string, string];
      next = withPrice(next, productId, Number(period), v.trim() === '' ? null : parseDollars(v));
    }
    setBusy(true);
    try {
      await partnerCalls.savePartner(apiClient, { ...draft, products: next });
      toast.success(t('common.saved'));
      onSaved();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const setPackage = (i: number, patch: Partial<PricingPackage>) =>
    setDraft((d) => ({
      ...d,
      packages: (d.packages ?? []).map((p, j) => (j === i ? { ...p, ...patch } : p)),
    }));
  const setOffer = (i: number, patch: Partial<Offer>) =>
    setDraft((d) => ({ ...d, offers: (d.offers ?? []).map((p, j) => (j === i ? { ...p, ...patch } : p)) }));

  return (
    <div className={styles.detail}>
      <Card title={t('partners.mainInfo')} headingLevel={2}>
        <div className={styles.grid}>
          <TextField
            label={t('partners.name')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <TextField
            label={t('partners.contactEmail')}
            type="email"
            value={draft.contactEmail ?? ''}
            onChange={(e) => setDraft({ ...draft, contactEmail: e.target.value || null })}
          />
          {isGlobal ? (
            <Select
              label={t('partners.status')}
              value={String(draft.status)}
              onValueChange={(v) => setDraft({ ...draft, status: Number(v) })}
              options={[
                { value: '1', label: t('partners.status.1') },
                { value: '2', label: t('partners.status.2') },
              ]}
            />
          ) : null}
          <TextField label={t('partners.country')} value={draft.address?.country ?? 'US'} readOnly />
        </div>
        <p className={styles.link}>
          {t('partners.signupLink')}: <code data-testid="signup-link">{link}</code>
        </p>
      </Card>

      <Card title={t('partners.basePricing')} headingLevel={2}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('partners.product')}</th>
              {PERIODS.map((p) => (
                <th key={p}>{t(`partners.period.${p}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LICENSE_TYPES.map((type) => (
              <tr key={type}>
                <td>{t(`partners.type.${type}`)}</td>
                {PERIODS.map((period) => {
                  const key = `${PRODUCT_IDS[type]}|${period}`;
                  return (
                    <td key={period}>
                      <TextField
                        label={`${t(`partners.type.${type}`)} ${t(`partners.period.${period}`)}`}
                        inputMode="decimal"
                        value={prices[key] ?? priceText(priceOf(products, PRODUCT_IDS[type], period))}
                        onChange={(e) => setPrices({ ...prices, [key]: e.target.value })}
                        error={errors[key]}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <Card
        title={t('partners.packageOfferings')}
        headingLevel={2}
        actions={
          <Button
            variant="secondary"
            onClick={() =>
              setDraft({
                ...draft,
                packages: [
                  ...(draft.packages ?? []),
                  {
                    id: newId(),
                    name: t('partners.newPackage'),
                    products: [PRODUCT_IDS.time],
                    percentDiscount: 0,
                  },
                ],
              })
            }
          >
            {t('partners.addPackage')}
          </Button>
        }
      >
        {(draft.packages ?? []).map((p, i) => (
          <div key={p.id} className={styles.row}>
            <TextField
              label={t('partners.packageName')}
              value={p.name}
              onChange={(e) => setPackage(i, { name: e.target.value })}
            />
            <TextField
              label={t('partners.percentDiscount')}
              inputMode="decimal"
              value={String(p.percentDiscount)}
              onChange={(e) => setPackage(i, { percentDiscount: Number(e.target.value) || 0 })}
            />
            {LICENSE_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={t(`partners.type.${type}`)}
                checked={p.products.includes(PRODUCT_IDS[type])}
                onCheckedChange={(c) =>
                  setPackage(i, {
                    products: c
                      ? [...p.products, PRODUCT_IDS[type]]
                      : p.products.filter((x) => x !== PRODUCT_IDS[type]),
                  })
                }
              />
            ))}
            <Button
              variant="ghost"
              onClick={() =>
                setDraft({ ...draft, packages: (draft.packages ?? []).filter((_, j) => j !== i) })
              }
            >
              {t('partners.remove')}
            </Button>
          </div>
        ))}
      </Card>

      <Card
        title={t('partners.otherOffers')}
        headingLevel={2}
        actions={
          <Button
            variant="secondary"
            onClick={() =>
              setDraft({
                ...draft,
                offers: [
                  ...(draft.offers ?? []),
                  { id: newId(), name: t('partners.newOffer'), pricePerItem: 0 },
                ],
              })
            }
          >
            {t('partners.addOffer')}
          </Button>
        }
      >
        {(draft.offers ?? []).map((o, i) => (
          <div key={o.id} className={styles.row}>
            <TextField
              label={t('partners.offerName')}
              value={o.name}
              onChange={(e) => setOffer(i, { name: e.target.value })}
            />
            <TextField
              label={t('partners.pricePerItem')}
              inputMode="decimal"
              defaultValue={formatCents(o.pricePerItem)}
              onBlur={(e) => {
                const c = parseDollars(e.target.value);
                if (c !== null) setOffer(i, { pricePerItem: c });
              }}
            />
            <Button
              variant="ghost"
              onClick={() => setDraft({ ...draft, offers: (draft.offers ?? []).filter((_, j) => j !== i) })}
            >
              {t('partners.remove')}
            </Button>
          </div>
        ))}
      </Card>
      <div className={styles.actions}>
        <Button onClick={() => void save()} loading={busy}>
          {t('common.save')}
        </Button>
      </div>

      <DiscountCodes partner={partner} onSaved={onSaved} />
    </div>
  );
}

type CodeRow = DiscountCode & { id?: string; isNew?: boolean };

/** The discountCodes section: add, save, deactivate and delete (service spec 4, 5). */
function DiscountCodes({ partner, onSaved }: { partner: PartnerView; onSaved: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [rows, setRows] = useState<CodeRow[]>(partner.discountCodes ?? []);
  useEffect(() => setRows(partner.discountCodes ?? []), [partner]);
  const set = (i: number, patch: Partial<CodeRow>) =>
    setRows((r) => r.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
  const toIso = (d: string, end: boolean) => (d ? `${d}T${end ? '23:59:59' : '00:00:00'}Z` : null);

  const save = async (row: CodeRow) => {
    const problems = validateDiscountCodes([row]);
    if (problems.length > 0) {
      toast.error(problems[0]!);
      return;
    }
    try {
      await partnerCalls.saveDiscountCode(apiClient, {
        ...(row.id ? { id: row.id } : {}),
        partner_id: partner.id,
        code: row.code,
        percentDiscount: row.percentDiscount,
        isSingleUse: row.isSingleUse,
        startTimeStamp: row.startTimeStamp ?? null,
        endTimeStamp: row.endTimeStamp ?? null,
        status: row.status,
      });
      toast.success(t('common.saved'));
      onSaved();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const remove = async (row: CodeRow, i: number) => {
    if (!row.id) {
      setRows((r) => r.filter((_, j) => j !== i));
      return;
    }
    try {
      await partnerCalls.deleteDiscountCode(apiClient, row.id);
      toast.success(t('common.deleted'));
      onSaved();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <Card
      title={t('partners.discountCodes')}
      headingLevel={2}
      actions={
        <Button
          variant="secondary"
          onClick={() =>
            setRows([...rows, { code: '', status: 1, isSingleUse: false, percentDiscount: 10, isNew: true }])
          }
        >
          {t('partners.addCode')}
        </Button>
      }
    >
      {rows.length === 0 ? <p>{t('partners.noCodes')}</p> : null}
      {rows.map((row, i) => (
        <div key={row.id ?? `new-${i}`} className={styles.row} data-testid="discount-code-row">
          <TextField
            label={t('partners.code')}
            value={row.code}
            onChange={(e) => set(i, { code: e.target.value })}
          />
          <TextField
            label={t('partners.percentDiscount')}
            inputMode="decimal"
            value={String(row.percentDiscount)}
            onChange={(e) => set(i, { percentDiscount: Number(e.target.value) || 0 })}
          />
          <Checkbox
            label={t('partners.singleUse')}
            checked={row.isSingleUse}
            onCheckedChange={(c) => set(i, { isSingleUse: c === true })}
          />
          <TextField
            label={t('partners.startDate')}
            type="date"
            value={day(row.startTimeStamp)}
            onChange={(e) => set(i, { startTimeStamp: toIso(e.target.value, false) })}
          />
          <TextField
            label={t('partners.endDate')}
            type="date"
            value={day(row.endTimeStamp)}
            onChange={(e) => set(i, { endTimeStamp: toIso(e.target.value, true) })}
          />
          <span className={styles.state}>
            {row.usedTimeStamp ? t('partners.used') : row.status === 2 ? t('partners.status.2') : ''}
          </span>
          <Button onClick={() => void save(row)}>{t('common.save')}</Button>
          {row.id && row.status === 1 ? (
            <Button variant="secondary" onClick={() => void save({ ...row, status: 2 })}>
              {t('partners.deactivate')}
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => void remove(row, i)}>
            {t('common.delete')}
          </Button>
        </div>
      ))}
    </Card>
  );
}

/**
 * /channel-accounts/ (global administrators): the partners list and the chosen partner's detail; a
 * new partner starts active with country US (service spec 4). /channel-account/ (partner
 * administrators): only their own profile.
 */
export function PartnersPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { identity } = useSession();
  const isGlobal = Boolean(identity.adminInfo?.isGlobal);
  const list = usePartners();
  const [selected, setSelected] = useState<string | null>(null);
  const partners = list.data ?? [];
  const current = partners.find((p) => p.id === selected) ?? (isGlobal ? null : (partners[0] ?? null));

  const create = async () => {
    try {
      const p = await partnerCalls.savePartner(apiClient, { name: t('partners.newPartner') });
      await list.mutate();
      setSelected(p.id);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{isGlobal ? t('menu.admin.channelAccounts') : t('partners.account')}</h1>
      {list.error ? <p role="alert">{errorMessage(list.error)}</p> : null}
      {isGlobal ? (
        <div className={styles.master}>
          <nav className={styles.list} aria-label={t('partners.list')}>
            <Button variant="secondary" onClick={() => void create()}>
              {t('partners.add')}
            </Button>
            <ul className={styles.plainList}>
              {partners.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className={p.id === current?.id ? styles.itemActive : styles.item}
                    onClick={() => setSelected(p.id)}
                  >
                    {p.name}
                    {p.status !== 1 ? ` (${t(`partners.status.${p.status}`)})` : ''}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {current ? (
            <PartnerDetail partner={current} onSaved={() => void list.mutate()} />
          ) : (
            <p>{t('partners.choose')}</p>
          )}
        </div>
      ) : current ? (
        <PartnerDetail partner={current} onSaved={() => void list.mutate()} />
      ) : null}
    </Box>
  );
}
