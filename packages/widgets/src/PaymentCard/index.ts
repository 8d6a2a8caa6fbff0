export {
  type CardTokenizer,
  defaultPaymentCardFieldLabels,
  loadStripeJs,
  PaymentCardField,
  type PaymentCardFieldLabels,
  type PaymentCardFieldProps,
} from './PaymentCardField';
