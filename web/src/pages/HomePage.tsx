import { MESSAGES } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { useCategories, useItemSearch, type Category, type ItemSummary } from '../api';
import { useIsSeller } from '../api/useSignedInUser';
import { AdSlot } from '../merchandising/AdSlot';
import { HomeBanners } from '../merchandising/HomeBanners';
import { MerchandisingRow } from '../merchandising/MerchandisingRow';
import { MERCHANDISING_TEXT } from '../merchandising/text';
import { categoryPath, paths, productPath, subcategoryPath } from '../paths';
import { AfterFirstPaint } from '../shared/components/AfterFirstPaint';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { CategoryIcon } from '../shared/components/CategoryIcon';
import { ConditionBadge } from '../shared/components/ConditionBadge';
import { PriceTag } from '../shared/components/PriceTag';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { sellChoices } from '../shared/sellChoices';
import { HOME_AD_SLOTS, HOME_LISTS, POPULAR_PRODUCTS } from './homeReads';

function Hero() {
  return (
    <section className="home-hero">
      <div className="container py-4 py-md-5">
        <div className="row align-items-center g-4 g-lg-5 py-lg-4">
          <div className="col-lg-7">
            <span className="badge rounded-pill hero-kicker mb-3">Panels · Inverters · Batteries · Parts</span>
            <h1 className="display-5 fw-bold mb-3">The marketplace for solar equipment</h1>
            <p className="lead hero-lead mb-4">
              Buy at fixed prices from named suppliers in the shop, or negotiate bulk deals on pallets and containers on the Solar Trader Platform.
            </p>
            <div className="d-flex flex-wrap gap-3">
              <a href="#categories" className="btn btn-amber btn-lg">
                <i className="bi bi-grid me-2" aria-hidden="true" />
                Shop by category
              </a>
              <Link to={paths.traderDeals} className="btn btn-outline-light btn-lg">
                <i className="bi bi-lightning-charge me-2" aria-hidden="true" />
                Explore negotiable deals
              </Link>
            </div>
          </div>
          {/* The two ways to buy, told again: a phone goes on to the categories and deals instead. */}
          <div className="col-lg-5 d-none d-lg-block">
            <div className="d-grid gap-3">
              <div className="hero-card">
                <div className="d-flex align-items-center gap-3 mb-2">
                  <span className="hero-card-icon">
                    <i className="bi bi-cart3" aria-hidden="true" />
                  </span>
                  <h2 className="h5 mb-0">Shop: buy now</h2>
                </div>
                <p className="mb-0 small">
                  Fixed prices, no minimum quantity, on-hand stock, shipping included or local pickup, upfront payment at cart checkout.
                </p>
              </div>
              <div className="hero-card">
                <div className="d-flex align-items-center gap-3 mb-2">
                  <span className="hero-card-icon">
                    <i className="bi bi-lightning-charge" aria-hidden="true" />
                  </span>
                  <h2 className="h5 mb-0">Trader platform: negotiate</h2>
                </div>
                <p className="mb-0 small">
                  Minimum order quantities priced per watt or per unit, offers and bids, contract checkout, seller anonymity and moderated listings.
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * A category with its description and subcategories; on a phone just its icon and name, the whole card one
 * link (twenty cards of subcategory pills made the page ten thousand pixels tall before the deals).
 */
function CategoryCard({ category }: { category: Category }) {
  return (
    <div className="card category-card h-100">
      <div className="card-body d-flex flex-column">
        <div className="d-flex align-items-center gap-2 gap-md-3 mb-md-3">
          <span className="category-icon">
            <CategoryIcon icon={category.icon} />
          </span>
          <h3 className="h6 mb-0">
            <Link to={categoryPath(category.name)} className="category-title">
              {category.name}
            </Link>
          </h3>
        </div>
        <p className="small text-secondary mb-3 d-none d-md-block">{category.description}</p>
        <div className="d-none d-md-flex flex-wrap gap-2 mb-3">
          {category.sub_categories.map((sub) => (
            <Link key={sub.id} to={subcategoryPath(category.name, sub.name)} className="badge rounded-pill pill-link">
              {sub.name}
            </Link>
          ))}
        </div>
        <Link to={categoryPath(category.name)} className="mt-auto small fw-semibold link-amber d-none d-md-inline">
          {MESSAGES.menu.viewAll} <i className="bi bi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

function Categories() {
  const { data: answer, error, mutate } = useCategories();
  const categories = useDeferredFirstAnswer(answer);
  return (
    <section id="categories" className="container py-4 py-md-5">
      <div className="section-heading mb-3 mb-md-4">
        <h2 className="h3 mb-1">Shop by category</h2>
        <p className="text-secondary mb-0">Everything a solar installation needs, from modules to monitoring.</p>
      </div>
      {!categories && !error && <Loading label="Loading categories…" />}
      {error && !categories && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {categories && categories.length === 0 && <p className="text-secondary">No categories are available right now.</p>}
      {categories && categories.length > 0 && (
        <div className="row row-cols-2 row-cols-lg-3 row-cols-xl-4 g-2 g-md-4 home-categories">
          {categories.map((category) => (
            <div className="col" key={category.id}>
              <CategoryCard category={category} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function ProductCard({ item }: { item: ItemSummary }) {
  const to = productPath(item);
  return (
    <div className="card product-card h-100">
      <Link to={to} className="product-image-link">
        <img src={item.image} alt={item.name} className="card-img-top product-image" loading="lazy" width={300} height={300} />
      </Link>
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-1">
          <span className="small text-uppercase text-secondary fw-semibold">{item.brand_name}</span>
          <ConditionBadge condition={item.condition} />
        </div>
        <h3 className="h6 mt-1 mb-2 product-name">
          <Link to={to}>{item.name}</Link>
        </h3>
        <PriceTag price={item.price} salePrice={item.sale_price} className="mt-auto fw-bold fs-5" />
      </div>
    </div>
  );
}

function PopularProducts() {
  const { data: answer, error, mutate } = useItemSearch(POPULAR_PRODUCTS);
  const data = useDeferredFirstAnswer(answer);
  return (
    <section className="popular-products py-4 py-md-5" aria-labelledby="popular-products-title">
      <div className="container">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3 mb-md-4">
          <div className="section-heading">
            <h2 id="popular-products-title" className="h3 mb-1">
              Popular products
            </h2>
            <p className="text-secondary mb-0">What buyers order most.</p>
          </div>
          <Link to={paths.shopFind} className="fw-semibold link-amber">
            Browse the shop <i className="bi bi-arrow-right" aria-hidden="true" />
          </Link>
        </div>
        {!data && !error && <Loading label="Loading products…" />}
        {error && !data && <ErrorAlert error={error} onRetry={() => void mutate()} />}
        {data && data.items.length === 0 && <p className="text-secondary">No products are listed yet.</p>}
        {data && data.items.length > 0 && (
          <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 g-lg-4">
            {data.items.map((item) => (
              <div className="col" key={item.uuid}>
                <ProductCard item={item} />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

const TRADER_FEATURES = [
  { icon: 'box-seam', title: 'Bulk quantities', text: 'Pallets, containers and megawatts, with a minimum order quantity per deal.' },
  { icon: 'chat-dots', title: 'Offers and bids', text: 'Propose a price per watt or per unit and negotiate with the seller.' },
  { icon: 'file-earmark-text', title: 'Contract checkout', text: 'Agreed terms become a contract before payment.' },
  { icon: 'incognito', title: 'Seller anonymity', text: 'Sellers stay anonymous; every listing is moderated.' },
];

function TraderPromotion() {
  return (
    <section className="trader-promo py-5">
      <div className="container py-lg-4">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-lg-5">
            <span className="text-uppercase small fw-semibold text-amber">Solar Trader Platform</span>
            <h2 className="h2 mt-2 mb-3">Negotiate bulk solar deals</h2>
            <p className="mb-4 trader-promo-lead">
              For installers, EPCs and distributors buying by the pallet or container: inventory on hand or in pre-production, priced to negotiate.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link to={paths.traderDeals} className="btn btn-amber">
                Browse deals
              </Link>
              <Link to={paths.traderHowToBuy} className="btn btn-outline-light">
                How to buy
              </Link>
              <Link to={paths.traderHowToSell} className="btn btn-outline-light">
                How to sell
              </Link>
            </div>
          </div>
          <div className="col-lg-7">
            <div className="row row-cols-1 row-cols-sm-2 g-3">
              {TRADER_FEATURES.map((feature) => (
                <div className="col" key={feature.title}>
                  <div className="trader-feature h-100">
                    <i className={`bi bi-${feature.icon} fs-3 text-amber`} aria-hidden="true" />
                    <h3 className="h6 mt-2 mb-1">{feature.title}</h3>
                    <p className="small mb-0">{feature.text}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

function SellWithUs() {
  const choices = sellChoices(useIsSeller());
  return (
    <section className="container py-5">
      <div className="section-heading mb-4">
        <h2 className="h3 mb-1">Sell with us</h2>
        <p className="text-secondary mb-0">Two ways to reach solar buyers.</p>
      </div>
      <div className="row row-cols-1 row-cols-md-2 g-4">
        {choices.map((choice) => (
          <div className="col" key={choice.to}>
            <Link to={choice.to} className="card sell-choice h-100 text-decoration-none">
              <div className="card-body">
                <h3 className="h5">{choice.label}</h3>
                <p className="text-secondary mb-0">{choice.description}</p>
              </div>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}

export function HomePage() {
  usePageTitle();
  const R = MERCHANDISING_TEXT.rows;
  return (
    <>
      <HomeBanners />
      <AdSlot slot={HOME_AD_SLOTS.top} />
      <Hero />
      <AfterFirstPaint>
        <Categories />
        <AdSlot slot={HOME_AD_SLOTS.middle} />
        <MerchandisingRow list={HOME_LISTS.featured} title={R.featuredProducts} intro={R.featuredProductsIntro} />
        <MerchandisingRow list={HOME_LISTS.hot} title={R.hotProducts} intro={R.hotProductsIntro} />
        <PopularProducts />
        <TraderPromotion />
        <SellWithUs />
      </AfterFirstPaint>
    </>
  );
}
