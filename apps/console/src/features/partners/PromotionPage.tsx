import { partnerCalls, useBillingRecords, useEntity } from '@wm/api';
import { Box, Button, Card, useToast } from '@wm/ui';
import { type CardTokenizer, loadStripeJs, PaymentCardField } from '@wm/widgets';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { useSession } from '../shell/SessionContext.js';
import * as styles from './Partners.css.js';
import { emptyChoice, type PurchaseChoice, PurchaseForm, purchaseBody } from './PurchaseForm.js';

/**
 * /settings/account/promotion (service spec 2): the company screen in single-company mode to buy
 * more seats. Seats added mid-contract are prorated to the day by the server; choosing 12 months on
 * a monthly contract upgrades it to annual with a refund of the unused days ('Your account has been
 * upgraded to Annual'); otherwise 'Purchase completed.'. Needs Platform:Edit:Account. With Stripe
 * configured the card is entered in Stripe's hosted field (PaymentCardField); else the 'not
 * configured' note and the purchase is recorded as an invoice to be paid.
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
  const status = useSWR('payments-status', () => partnerCalls.paymentsStatus(apiClient));
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

  const buy = async () => {
    const body = purchaseBody(current);
    const upgrade = company.data?.licensePeriod === 1 && current.period === 2;
    if (body.licenses.length === 0 && body.offers.length === 0 && !upgrade) {
      toast.error(t('signup.quantityRequired'));
      return;
    }
    setBusy(true);
    try {
      const paymentMethodId = tokenizer.current ? await tokenizer.current() : undefined;
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
        <PaymentCardField
          stripe={stripe}
          onTokenizer={onTokenizer}
          labels={{
            label: t('signup.card'),
            notConfigured: t('signup.paymentsNotConfigured'),
            incomplete: t('signup.cardIncomplete'),
          }}
        />
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
