import { MESSAGES } from '@solar/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { useMyItem } from '../api';
import { Loading, SellerPage } from './SellerPage';
import { paths } from '../paths';
import { ProductForm } from './ProductForm';
import { SELLER_TEXT } from './text';

/** /my-solar/seller-overview/sell-an-item */
export function SellItemPage() {
  const navigate = useNavigate();
  return (
    <SellerPage title={SELLER_TEXT.pages.sellItem}>
      <ProductForm onSaved={() => navigate(paths.sellerMyListing)} />
    </SellerPage>
  );
}

/** /my-solar/seller-overview/product/{uuid}: the same form over one of the seller's items. */
export function EditItemPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: item, error, isLoading } = useMyItem(id);
  return (
    <SellerPage title={SELLER_TEXT.pages.editItem}>
      {isLoading && <Loading />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {error.status === 404 || error.status === 403 ? SELLER_TEXT.loadFailed : MESSAGES.toast.genericError}
        </div>
      )}
      {item?.status === 'approved' && (
        <p className="alert alert-info small" role="note">
          {item.pending_revision ? SELLER_TEXT.revision.editWaiting : SELLER_TEXT.revision.editApproved}
        </p>
      )}
      {item && <ProductForm key={item.uuid} item={item} onSaved={() => navigate(paths.sellerMyListing)} />}
    </SellerPage>
  );
}
