import { categorySlug, DEAL_CATEGORIES } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { MerchandisingRow } from '../../merchandising/MerchandisingRow';
import { MERCHANDISING_TEXT } from '../../merchandising/text';
import { paths } from '../../paths';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { CategoryIcon } from '../../shared/components/CategoryIcon';
import { PointGrid } from '../../shared/components/GuideParts';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { DEAL_CATEGORY_PAGES } from '../browse/dealLocation';
import { GUIDE_TEXT } from './text';
import { SELL_TEXT } from '../../shared/sellChoices';

const T = GUIDE_TEXT.platform;
const R = MERCHANDISING_TEXT.rows;

/** The calls to action of the page: the deals, and the guide for each side. */
function Actions({ light }: { light: boolean }) {
  const outline = light ? 'btn-outline-light' : 'btn-outline-secondary';
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link to={paths.traderDeals} className="btn btn-amber">
        <i className="bi bi-grid-3x3-gap me-2" aria-hidden="true" />
        {T.browse}
      </Link>
      <Link to={paths.traderHowToBuy} className={`btn ${outline}`}>
        {T.howToBuy}
      </Link>
      <Link to={paths.traderHowToSell} className={`btn ${outline}`}>
        {T.howToSell}
      </Link>
    </div>
  );
}

const iconOf = (dealCategorySlug: string): string => DEAL_CATEGORIES.find((category) => categorySlug(category.name) === dealCategorySlug)?.icon ?? 'grid';

/** Negotiable (bulk) against Buy Now (fixed price), point by point as spec section 1 sets them apart. */
function SellingWays() {
  const { negotiable, buyNow } = SELL_TEXT;
  return (
    <section className="container py-5" aria-labelledby="platform-compare">
      <h2 id="platform-compare" className="h3 mb-2">
        {T.compareTitle}
      </h2>
      <p className="text-secondary mb-4">{T.compareIntro}</p>
      <div className="table-responsive">
        <table className="table align-middle mb-3">
          <thead>
            <tr>
              <th scope="col" className="text-secondary fw-normal">
                {T.compareAspect}
              </th>
              <th scope="col">
                <i className="bi bi-people me-2 text-amber" aria-hidden="true" />
                {negotiable.label}
              </th>
              <th scope="col">
                <i className="bi bi-cart me-2 text-secondary" aria-hidden="true" />
                {buyNow.label}
              </th>
            </tr>
          </thead>
          <tbody>
            {T.compareRows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row" className="fw-semibold small">
                  {row.aspect}
                </th>
                <td>{row.negotiable}</td>
                <td className="text-secondary">{row.buyNow}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link to={paths.traderHowToSell} className="btn btn-amber">
          {negotiable.visitorAction}
        </Link>
        <Link to={paths.shopFind} className="btn btn-outline-secondary">
          {T.shop}
        </Link>
      </div>
    </section>
  );
}

/** /solar-trader-platform: what the trader platform is, for whom, what is traded, and the two ways to sell. */
export function TraderPlatformPage() {
  usePageTitle(T.title);
  return (
    <>
      <div className="container pt-3">
        <Breadcrumbs title={T.title} />
      </div>
      <section className="trader-promo py-5 mt-3">
        <div className="container py-lg-3">
          <span className="text-uppercase small fw-semibold text-amber">{T.eyebrow}</span>
          <h1 className="display-6 fw-semibold mt-2 mb-3">{T.heading}</h1>
          <p className="trader-promo-lead mb-4" style={{ maxWidth: '46rem' }}>
            {T.lead}
          </p>
          <Actions light />
        </div>
      </section>

      <section className="container pt-5" aria-labelledby="platform-audiences">
        <h2 id="platform-audiences" className="h3 mb-4">
          {T.audienceTitle}
        </h2>
        <PointGrid points={T.audiences} />
      </section>

      <section className="container pt-5" aria-labelledby="platform-categories">
        <h2 id="platform-categories" className="h3 mb-4">
          {T.categoriesTitle}
        </h2>
        <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-2 list-unstyled mb-0">
          {DEAL_CATEGORY_PAGES.map((page) => (
            <li className="col" key={page.slug}>
              <Link to={page.path} className="d-flex align-items-center gap-2 border rounded-3 p-2 h-100 text-decoration-none link-body-emphasis">
                <CategoryIcon icon={iconOf(page.categorySlug)} className="fs-5 text-amber" />
                <span className="small fw-semibold">{page.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <MerchandisingRow list="featured-deals" title={R.featuredDeals} intro={R.featuredDealsIntro} className="container pt-5" />
      <MerchandisingRow list="hot-deals" title={R.hotDeals} intro={R.hotDealsIntro} className="container pt-5" />

      <SellingWays />

      <section className="bg-body-tertiary py-5" aria-labelledby="platform-steps">
        <div className="container">
          <h2 id="platform-steps" className="h3 mb-4">
            {T.stepsTitle}
          </h2>
          <PointGrid points={T.steps} columns={4} />
        </div>
      </section>

      <section className="container py-5" aria-labelledby="platform-closing">
        <h2 id="platform-closing" className="h4 mb-2">
          {T.closingTitle}
        </h2>
        <p className="text-secondary mb-3">{T.closingText}</p>
        <Actions light={false} />
      </section>
    </>
  );
}
