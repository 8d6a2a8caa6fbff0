import { partnerCalls } from '@wm/api';
import { signupVariantOf } from '@wm/domain';
import { Button, Card, TextField } from '@wm/ui';
import { type CardTokenizer, dollars, loadStripeJs, PaymentCardField } from '@wm/widgets';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import * as styles from './Partners.css.js';
import { emptyChoice, type PurchaseChoice, PurchaseForm, purchaseBody } from './PurchaseForm.js';

type Step = 'package' | 'payment' | 'done' | 'errorWithCard';

/**
 * /create-account/{token}[/promotion|/monthly|/monthlypromotion] (service spec 2, 4 "Sign-up flow",
 * 5 "Sign-up and purchase"): step 1 the package and quantities with the server's live amounts, step 2
 * the company, its administrator and payment, then the signed-up message or the card error (state
 * errorWithCard). Without a token: 'A token is required to visit this page.'. Card payments need the
 * provider; when it is not configured the purchase is recorded as an invoice to be paid.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const variant = signupVariantOf(pathname);
  const token = variant.token;
  const partner = useSWR(token ? ['signup-partner', token] : null, () =>
    partnerCalls.signupPartner(apiClient, token!),
  );
  const [choice, setChoice] = useState<PurchaseChoice>(emptyChoice(variant.monthly ? 1 : 2));
  const [step, setStep] = useState<Step>('package');
  const [company, setCompany] = useState('');
  const [emp, setEmp] = useState({ firstName: '', lastName: '', email: '', userName: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [result, setResult] = useState<{ billAmount: number; paymentStatus: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const compute = useCallback(
    (body: ReturnType<typeof purchaseBody>) =>
      partnerCalls.signupCompute(apiClient, { partnerToken: token!, ...body }),
    [token],
  );
  const checkCode = useCallback(
    (code: string) => partnerCalls.discountCheck(apiClient, token!, code),
    [token],
  );

  // Stripe.js only when the server has a publishable key (payments configured).
  const publishableKey = partner.data?.payments.configured ? partner.data.payments.publishableKey : null;
  const stripe = useMemo(() => loadStripeJs(publishableKey), [publishableKey]);
  const tokenizer = useRef<CardTokenizer | null>(null);
  const onTokenizer = useCallback((fn: CardTokenizer | null) => {
    tokenizer.current = fn;
  }, []);

  if (!token)
    return (
      <main className={styles.page}>
        <Card>
          <p role="alert">{t('signup.tokenRequired')}</p>
        </Card>
      </main>
    );

  const next = () => {
    const body = purchaseBody(choice);
    if (body.licenses.length === 0 && body.offers.length === 0) {
      setFormError(t('signup.quantityRequired'));
      return;
    }
    setFormError(null);
    setStep('payment');
  };

  const submit = async () => {
    if (
      !company.trim() ||
      !emp.firstName.trim() ||
      !emp.lastName.trim() ||
      !emp.email.includes('@') ||
      emp.userName.trim().length < 3
    ) {
      setFormError(t('signup.checkForm'));
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      // The card becomes a payment method in the browser (Stripe); only its id reaches our server.
      let paymentMethodId: string | undefined;
      if (tokenizer.current) {
        try {
          paymentMethodId = (await tokenizer.current()) ?? undefined;
        } catch (e) {
          setCardError(errorMessage(e));
          setStep('errorWithCard');
          return;
        }
      }
      const r = await partnerCalls.signup(apiClient, {
        partnerToken: token,
        ...purchaseBody(choice),
        ...(paymentMethodId ? { paymentMethodId } : {}),
        company: { name: company.trim() },
        employee: { ...emp, userName: emp.userName.trim() },
      });
      setResult(r);
      setStep('done');
    } catch (e) {
      const status = (e as { status?: number }).status;
      if (status === 402) {
        setCardError(errorMessage(e));
        setStep('errorWithCard');
      } else setFormError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1>{t('signup.title')}</h1>
      {partner.data ? <p>{t('signup.offeredBy', { partner: partner.data.name })}</p> : null}
      {partner.error ? <p role="alert">{errorMessage(partner.error)}</p> : null}
      {step === 'package' && partner.data ? (
        <Card title={t('signup.step1')} headingLevel={2}>
          <PurchaseForm
            choice={choice}
            onChange={setChoice}
            packages={partner.data.packages}
            offers={partner.data.offers}
            fixedPeriod={variant.monthly}
            compute={compute}
            checkCode={checkCode}
          />
          {formError ? <p role="alert">{formError}</p> : null}
          <div className={styles.actions}>
            <Button onClick={next}>{t('signup.next')}</Button>
          </div>
        </Card>
      ) : null}
      {step === 'payment' ? (
        <Card title={t('signup.step2')} headingLevel={2}>
          <div className={styles.grid}>
            <TextField
              label={t('signup.company')}
              value={company}
              onChange={(e) => setCompany(e.target.value)}
            />
            <TextField
              label={t('signup.firstName')}
              value={emp.firstName}
              onChange={(e) => setEmp({ ...emp, firstName: e.target.value })}
            />
            <TextField
              label={t('signup.lastName')}
              value={emp.lastName}
              onChange={(e) => setEmp({ ...emp, lastName: e.target.value })}
            />
            <TextField
              label={t('signup.email')}
              type="email"
              value={emp.email}
              onChange={(e) => setEmp({ ...emp, email: e.target.value })}
            />
            <TextField
              label={t('signup.userName')}
              value={emp.userName}
              onChange={(e) => setEmp({ ...emp, userName: e.target.value })}
            />
          </div>
          {stripe ? <p className={styles.banner}>{t('signup.cardProvider')}</p> : null}
          <PaymentCardField
            stripe={stripe}
            onTokenizer={onTokenizer}
            labels={{
              label: t('signup.card'),
              notConfigured: t('signup.paymentsNotConfigured'),
              incomplete: t('signup.cardIncomplete'),
            }}
          />
          {formError ? <p role="alert">{formError}</p> : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setStep('package')}>
              {t('signup.back')}
            </Button>
            <Button onClick={() => void submit()} loading={busy}>
              {t('signup.submit')}
            </Button>
          </div>
        </Card>
      ) : null}
      {step === 'done' && result ? (
        <Card title={t('signup.doneTitle')} headingLevel={2}>
          <p role="status">{t('signup.done', { email: emp.email })}</p>
          <p>
            {t('signup.billed', { amount: dollars(result.billAmount) })}{' '}
            {result.paymentStatus === 'due' ? t('signup.invoiceDue') : ''}
          </p>
          <p>{t('signup.purchaseCompleted')}</p>
        </Card>
      ) : null}
      {step === 'errorWithCard' ? (
        <Card title={t('signup.cardErrorTitle')} headingLevel={2}>
          <p role="alert">{cardError}</p>
          <Button onClick={() => setStep('payment')}>{t('signup.back')}</Button>
        </Card>
      ) : null}
    </main>
  );
}
