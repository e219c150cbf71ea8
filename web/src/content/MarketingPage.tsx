import { Link } from 'react-router-dom';
import { useAdOffers } from '../api/content';
import { paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { formatUsd } from '../shared/format';
import { ContentPage } from './ContentPage';

function AdOffers() {
  const { data, error, mutate } = useAdOffers();
  return (
    <section className="mt-5" aria-labelledby="ad-offers">
      <h2 id="ad-offers" className="h4 mb-3">
        Placements and prices
      </h2>
      {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3">
          {data.map((offer) => (
            <li className="col" key={offer.id}>
              <div className="card h-100 shadow-sm">
                <div className="card-body">
                  <h3 className="h5 card-title mb-1">{offer.name}</h3>
                  <p className="small text-secondary mb-2">{offer.placement}</p>
                  <p className="fs-4 fw-semibold mb-2">
                    {formatUsd(offer.price_per_month)}
                    <span className="fs-6 fw-normal text-secondary"> / month</span>
                  </p>
                  <p className="card-text">{offer.description}</p>
                  <ul className="small mb-0">
                    {offer.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.contactUs} className="btn btn-amber mt-2">
        Book a placement
      </Link>
    </section>
  );
}

/** /marketing (Advertise with us, routed only while the site's advertise option is on): the page and the offers. */
export function MarketingPage() {
  return (
    <ContentPage slug="marketing" title="Advertise with us">
      <AdOffers />
    </ContentPage>
  );
}
