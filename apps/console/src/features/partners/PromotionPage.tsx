import { partnerCalls, useBillingRecords, useEntity } from '@wm/api';
import { Box, Button, Card, useToast } from '@wm/ui';
import { type CardSetupConfirmer, type CardTokenizer, loadStripeJs, PaymentCardField } from '@wm/widgets';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { useSession } from '../shell/SessionContext.js';
import * as styles from './Partners.css.js';
import { maskedCard } from './customers.js';
import { emptyChoice, type PurchaseChoice, PurchaseForm, purchaseBody } from './PurchaseForm.js';

/**
 * /settings/account/promotion (service spec 2): the company screen in single-company mode to buy
 * more seats. Seats added mid-contract are prorated to the day by the server; choosing 12 months on
 * a monthly contract upgrades it to annual with a refund of the unused days ('Your account has been
 * upgraded to Annual'); otherwise 'Purchase completed.'. Needs Platform:Edit:Account. With Stripe
 * configured the card is entered in Stripe's hosted field (PaymentCardField); else the 'not
 * configured' note and the purchase is recorded as an invoice to be paid. The same field keeps a
 * card for renewals: 'Save this card for renewals' asks the server for a SetupIntent, confirms it
 * with Stripe.js and tells the server its id; the saved card is then shown masked, and a purchase
 * with the field left empty charges it ('unchanged card').
 */
export function PromotionPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { identity } = useSession();
  const companyId = identity.company?.id ?? null;
  const company = useEntity<{
    id: string;
    name: string;
    licensePeriod?: number;
    contractExpirationDate?: string | null;
  }>('Company', companyId);
  const status = useSWR(companyId ? ['billing-card', companyId] : null, () =>
    partnerCalls.billingCard(apiClient, companyId!),
  );
  const billing = useBillingRecords(companyId, false);
  const period = company.data?.licensePeriod === 1 ? 1 : 2;
  const [choice, setChoice] = useState<PurchaseChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(0);
  const current = choice ?? emptyChoice(period);
  const compute = useCallback(
    (body: ReturnType<typeof purchaseBody>) => partnerCalls.purchaseCompute(apiClient, body),
    [],
  );

  // Stripe's card field when the server has a publishable key; only the payment method id is sent.
  const publishableKey = status.data?.configured ? status.data.publishableKey : null;
  const stripe = useMemo(() => loadStripeJs(publishableKey), [publishableKey]);
  const tokenizer = useRef<CardTokenizer | null>(null);
  const onTokenizer = useCallback((fn: CardTokenizer | null) => {
    tokenizer.current = fn;
  }, []);
  const confirmer = useRef<CardSetupConfirmer | null>(null);
  const onSetupConfirmer = useCallback((fn: CardSetupConfirmer | null) => {
    confirmer.current = fn;
  }, []);
  const saved = status.data?.card ?? null;
  const savedText = saved ? maskedCard(saved, t('billing.card.unknownBrand')) : null;
  const [saving, setSaving] = useState(false);

  // The SetupIntent flow: the card goes from Stripe's field to Stripe; our server gets its ids only.
  const saveCard = async () => {
    if (!companyId || !confirmer.current) return;
    setSaving(true);
    try {
      const si = await partnerCalls.setupIntent(apiClient, companyId);
      const setupIntentId = await confirmer.current(si.clientSecret);
      await partnerCalls.saveCard(apiClient, companyId, setupIntentId);
      toast.success(t('billing.card.savedToast'));
      setKey((k) => k + 1);
      void status.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const buy = async () => {
    const body = purchaseBody(current);
    const upgrade = company.data?.licensePeriod === 1 && current.period === 2;
    if (body.licenses.length === 0 && body.offers.length === 0 && !upgrade) {
      toast.error(t('signup.quantityRequired'));
      return;
    }
    setBusy(true);
    try {
      const paymentMethodId = (tokenizer.current ? await tokenizer.current() : null) ?? undefined;
      const r = await partnerCalls.purchaseProcess(apiClient, {
        ...body,
        ...(paymentMethodId ? { paymentMethodId } : {}),
      });
      toast.success(
        r.message === 'Your account has been upgraded to Annual'
          ? t('signup.upgraded')
          : t('signup.purchaseCompleted'),
      );
      setChoice(null);
      setKey((k) => k + 1);
      void company.mutate();
      void billing.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('promotion.title')}</h1>
      {company.data ? (
        <p>
          {t('promotion.contract', {
            name: company.data.name,
            period: t(`partners.period.${period}`),
            expiry: company.data.contractExpirationDate?.slice(0, 10) ?? '-',
          })}
        </p>
      ) : null}
      {status.data ? (
        <Card title={t('billing.card.title')} headingLevel={2}>
          <p data-testid="renewal-card">{savedText ?? t('billing.card.none')}</p>
          <PaymentCardField
            key={key}
            stripe={stripe}
            onTokenizer={onTokenizer}
            onSetupConfirmer={onSetupConfirmer}
            savedCard={savedText}
            labels={{
              label: t('signup.card'),
              notConfigured: t('signup.paymentsNotConfigured'),
              incomplete: t('signup.cardIncomplete'),
              keepSaved: t('billing.card.keepSaved'),
            }}
          />
          {status.data.configured ? (
            <div className={styles.actions}>
              <p>{t('billing.card.help')}</p>
              <Button variant="secondary" onClick={() => void saveCard()} loading={saving}>
                {t('billing.card.save')}
              </Button>
            </div>
          ) : null}
        </Card>
      ) : null}
      <Card title={t('promotion.buy')} headingLevel={2}>
        <PurchaseForm
          key={key}
          choice={current}
          onChange={setChoice}
          packages={[]}
          offers={[]}
          compute={compute}
        />
        <div className={styles.actions}>
          <Button onClick={() => void buy()} loading={busy}>
            {t('promotion.purchase')}
          </Button>
        </div>
      </Card>
    </Box>
  );
}
