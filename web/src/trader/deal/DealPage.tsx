import { buildListingPath, dealIdOfSlug, type DealView, type SellerDealView } from '@solar/contracts';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isSellerDealView, useAllBrands, useDeal, useStoredSession } from '../../api';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Gallery } from '../../shared/components/Gallery';
import { NotFoundPage } from '../../shared/components/NotFoundPage';
import { useMetaDescription, usePageTitle } from '../../shared/hooks/usePageTitle';
import { conditionLabel } from '../../shared/itemSpecifications';
import { DealWishlistButton } from '../../wishlist/DealWishlistButton';
import { findDealCategoryPage } from '../browse/dealLocation';
import { MakeOffer, SellerPanel } from './DealActions';
import { DealFigures, DealPrice } from './DealFigures';
import { DealSections } from './DealSections';
import { DEAL_TEXT } from './text';

/** Home > Deals > the deal's category page, under the trader platform's name for it ('EV Chargers'). */
function trailOf(deal: DealView): { label: string; to: string }[] {
  const trail: { label: string; to: string }[] = [{ label: DEAL_TEXT.deals, to: paths.traderDeals }];
  const categoryPage = findDealCategoryPage(deal.category?.slug);
  if (categoryPage) trail.push({ label: categoryPage.label, to: categoryPage.path });
  return trail;
}

/** The catalog's name of the deal's brand, once the brand list has arrived (deals name their brand by id). */
function useBrandName(brandId: number | null): string | undefined {
  const { brands } = useAllBrands();
  return brandId === null ? undefined : brands?.find((brand) => brand.id === brandId)?.name;
}

/**
 * The lot: on a phone its name, price and key figures come first and the pictures after them; on a wide
 * screen the pictures sit on the left. A buyer gets "Make an offer"; the deal's seller (or an admin) its status
 * and, for the seller, the edit links. The public view carries nothing about the seller, and none is fetched.
 */
function DealDetails({ deal }: { deal: DealView | SellerDealView }) {
  usePageTitle(deal.meta_name || deal.name);
  useMetaDescription(deal.meta_description);
  const { session } = useStoredSession();
  const brandName = useBrandName(deal.brand_id);
  const sellerView = isSellerDealView(deal) ? deal : null;
  const condition = conditionLabel(deal.condition);

  return (
    <div className="container py-3 py-lg-4 deal-page">
      <Breadcrumbs title={deal.name} trail={trailOf(deal)} />
      <div className="row g-4 mt-0">
        <div className="col-lg-6 order-2 order-lg-1">
          <Gallery images={deal.images} name={deal.name} />
        </div>
        <div className="col-lg-6 order-1 order-lg-2">
          <div className="d-flex flex-wrap align-items-center gap-2 small mb-1">
            {brandName && deal.brand_id !== null && (
              <Link
                to={buildListingPath(paths.traderFind, { brand: [String(deal.brand_id)] })}
                className="link-amber fw-semibold text-uppercase"
                title={DEAL_TEXT.brandDeals(brandName)}
              >
                {brandName}
              </Link>
            )}
            {condition && <span className="badge text-bg-light border">{condition}</span>}
          </div>
          <h1 className="h3 mb-3">{deal.name}</h1>
          <DealPrice deal={deal} />
          <div className="deal-key-figures border rounded-3 p-3 mb-3">
            <h2 className="visually-hidden">{DEAL_TEXT.figures.title}</h2>
            <DealFigures deal={deal} />
          </div>
          {sellerView ? (
            <SellerPanel deal={sellerView} isOwner={session?.user.id === sellerView.owner_id} />
          ) : (
            <>
              <MakeOffer deal={deal} />
              <DealWishlistButton deal={deal} className="btn btn-outline-secondary w-100 mt-3" />
            </>
          )}
        </div>
      </div>
      <DealSections deal={deal} brandName={brandName} />
    </div>
  );
}

/**
 * /trader/deal/{slug}-{id}: the deal by the id at the end of its slug. No id, or a deal the API does not show
 * (404), is the not-found page; a slug that is not the deal's current one (the deal was renamed, or the link
 * was typed) is replaced in the URL by the deal's own path.
 */
export function DealPage() {
  const { deal: slug = '' } = useParams();
  const listingId = dealIdOfSlug(slug);
  const { data: deal, error, mutate } = useDeal(listingId);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const canonical = deal?.path;

  useEffect(() => {
    if (canonical && pathname !== canonical) navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [canonical, pathname, search, hash, navigate]);

  if (listingId === undefined || error?.status === 404) return <NotFoundPage />;
  if (!deal) {
    return error ? (
      <div className="container py-5">
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      </div>
    ) : (
      <Loading />
    );
  }
  // Keyed by the deal, so opening another one starts at its first picture.
  return <DealDetails key={deal.uuid} deal={deal} />;
}
