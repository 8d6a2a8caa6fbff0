export {
  defaultPurchaseSummaryLabels,
  dollars,
  PurchaseSummary,
  type PurchaseSummaryLabels,
  type PurchaseSummaryProps,
} from './PurchaseSummary';
