export { PaymentDetailsPanel, PROPOSE_PATH } from './panel';
export { ProposePaymentDetailsPage } from './propose-page';
