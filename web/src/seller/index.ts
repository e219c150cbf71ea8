export { MyListingPage } from './MyListingPage';
export { EditItemPage, SellItemPage } from './ProductFormPages';
export { ProductForm, type ProductFormProps } from './ProductForm';
export { ResellersPage } from './ResellersPage';
export { SellerOverviewPage } from './SellerOverviewPage';
