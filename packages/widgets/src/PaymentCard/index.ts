export {
  type CardSetupConfirmer,
  type CardTokenizer,
  defaultPaymentCardFieldLabels,
  loadStripeJs,
  PaymentCardField,
  type PaymentCardFieldLabels,
  type PaymentCardFieldProps,
} from './PaymentCardField';
