export { salesTax, salesTaxRate, STATE_SALES_TAX_RATES } from './sales-tax';
