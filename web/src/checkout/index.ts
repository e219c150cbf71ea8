export { CheckoutPage } from './CheckoutPage';
export { CONFIRMATION_ROUTE, confirmationPath } from './confirmation';
export { OrderConfirmationPage } from './OrderConfirmationPage';
