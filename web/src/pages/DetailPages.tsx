import { useParams } from 'react-router-dom';
import { paths } from '../paths';
import { NotFoundPage } from './NotFoundPage';
import { PlaceholderPage } from './PlaceholderPage';
import { splitSlugAndId } from './text';

/**
 * Placeholder pages whose title comes from the URL. Each shows the not-found page for a path that names nothing.
 */

/** /storefront/{store_name}/{seller_id} */
export function StorefrontPage() {
  const { storeName = '' } = useParams();
  return <PlaceholderPage title={storeName} trail={[{ label: 'Storefronts', to: paths.storefrontListing }]} />;
}

/** /{store_name}/seller-marketplace/{seller_id}/find */
export function SellerMarketplaceSearchPage() {
  const { storeName = '' } = useParams();
  return <PlaceholderPage title={`Search ${storeName}`} trail={[{ label: 'Storefronts', to: paths.storefrontListing }]} />;
}

/** /explore-video/detail/{title}-{id} */
export function VideoDetailPage() {
  const { video = '' } = useParams();
  const parsed = splitSlugAndId(video);
  if (!parsed) return <NotFoundPage />;
  return <PlaceholderPage title={parsed.title} root="exploreVideos" />;
}
