import { MESSAGES } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { SITE_NAME, SUPPORT } from '../config';
import { LEGAL_LINKS, type NavLink } from '../navigation';
import { paths } from '../paths';
import { NewsletterForm } from '../content/NewsletterForm';
import { NewsletterPrompt } from '../content/NewsletterPrompt';
import { CardLogos } from '../shared/components/CardLogos';
import { Logo } from '../shared/components/Logo';

const SHOP_LINKS: NavLink[] = [
  { label: 'Shop Search', to: paths.shopFind },
  { label: 'Brands', to: paths.shopBrands },
  { label: 'Order Status', to: paths.orderStatus },
  { label: 'Wishlist', to: paths.wishlist },
  { label: 'Cart', to: paths.cart },
];

const TRADE_LINKS: NavLink[] = [
  { label: 'Solar Trader Platform', to: paths.traderPlatform },
  { label: 'Negotiable Deals', to: paths.traderDeals },
  { label: 'How to Buy', to: paths.traderHowToBuy },
  { label: 'How to Sell', to: paths.traderHowToSell },
];

const COMPANY_LINKS: NavLink[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'FAQ', to: paths.faq },
  { label: 'Events', to: paths.events },
];

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div className="col-6 col-md-3 col-lg-2">
      <h2 className="footer-heading">{title}</h2>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.to} className="mb-2">
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="site-footer mt-auto">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <Logo />
            <p className="mt-3 mb-3 footer-text">{MESSAGES.footer.text}</p>
            <p className="small mb-0">
              <i className="bi bi-telephone me-2" aria-hidden="true" />
              <a href={SUPPORT.phoneHref}>{SUPPORT.phoneLabel}</a>
              <span className="d-block mt-1 footer-muted">{SUPPORT.hours}</span>
            </p>
            <div className="mt-4">
              <h2 className="footer-heading">Newsletter</h2>
              <NewsletterForm compact />
            </div>
          </div>
          <LinkColumn title="Shop" links={SHOP_LINKS} />
          <LinkColumn title="Trade" links={TRADE_LINKS} />
          <LinkColumn title="Company" links={COMPANY_LINKS} />
          <LinkColumn title="Legal" links={LEGAL_LINKS} />
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container d-flex flex-column flex-md-row align-items-center justify-content-between gap-3 py-3">
          <span className="small footer-muted">
            © {new Date().getFullYear()} {SITE_NAME}. Prices in USD.
          </span>
          <CardLogos />
        </div>
      </div>
      <NewsletterPrompt />
    </footer>
  );
}
