import { MESSAGES, TIMINGS } from '@solar/contracts';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCategories } from '../api';
import { categoryPath, paths, subcategoryPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { CategoryIcon } from '../shared/components/CategoryIcon';
import { useShownOnce } from '../shared/hooks/useShownOnce';

const sectionId = (categoryId: number) => `buy-menu-category-${categoryId}`;

/**
 * The Buy mega menu: categories with icons on the left; clicking one scrolls to its section and highlights
 * it for 3000 ms. Each section has subcategory pills and View All. A right panel promotes negotiable deals.
 * It is a Bootstrap dropdown; links close it, the category list and retry keep it open.
 */
export function BuyMegaMenu() {
  const { data: categories, error, mutate } = useCategories();
  const [highlighted, setHighlighted] = useState<number>();
  const sectionsRef = useRef<HTMLDivElement>(null);
  const highlightTimer = useRef<number>(undefined);
  const [menu, shown] = useShownOnce<HTMLLIElement>('show.bs.dropdown');

  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);

  const keepMenuOpen = (event: MouseEvent) => {
    // Bootstrap closes an open dropdown on any click that reaches the document.
    event.stopPropagation();
  };

  const showCategory = (event: MouseEvent, categoryId: number) => {
    keepMenuOpen(event);
    const container = sectionsRef.current;
    const section = document.getElementById(sectionId(categoryId));
    // The list is positioned, so offsetTop is measured within it; the margin keeps the highlight border in view.
    if (container && section) container.scrollTo({ top: Math.max(0, section.offsetTop - 8), behavior: 'smooth' });
    setHighlighted(categoryId);
    window.clearTimeout(highlightTimer.current);
    highlightTimer.current = window.setTimeout(() => setHighlighted(undefined), TIMINGS.menuHighlightMs);
  };

  return (
    <li ref={menu} className="nav-item dropdown position-static">
      <button type="button" className="nav-link dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false">
        Buy
      </button>
      <div className="dropdown-menu mega-menu w-100 border-0 shadow-lg p-0">
        <div className="container">
          {!categories && !error && <Loading label="Loading categories…" />}
          {error && !categories && (
            <div className="py-3" onClick={keepMenuOpen}>
              <ErrorAlert error={error} onRetry={() => void mutate()} />
            </div>
          )}
          {shown && categories && (
            <div className="row g-0">
              <div className="col-lg-3 mega-menu-list py-3">
                <ul className="list-unstyled mb-0">
                  {categories.map((category) => (
                    <li key={category.id}>
                      <button
                        type="button"
                        className={`mega-menu-category${highlighted === category.id ? ' active' : ''}`}
                        onClick={(event) => showCategory(event, category.id)}
                      >
                        <CategoryIcon icon={category.icon} className="me-2" />
                        {category.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="col-lg-6 mega-menu-sections py-3 px-4" ref={sectionsRef}>
                {categories.map((category) => (
                  <section key={category.id} id={sectionId(category.id)} className={`mega-menu-section${highlighted === category.id ? ' highlighted' : ''}`}>
                    <h3 className="h6 mb-2">
                      <CategoryIcon icon={category.icon} className="me-2 text-amber" />
                      {category.name}
                    </h3>
                    <div className="d-flex flex-wrap gap-2 mb-2">
                      {category.sub_categories.map((sub) => (
                        <Link key={sub.id} to={subcategoryPath(category.name, sub.name)} className="badge rounded-pill pill-link">
                          {sub.name}
                        </Link>
                      ))}
                    </div>
                    <Link to={categoryPath(category.name)} className="small fw-semibold link-amber">
                      {MESSAGES.menu.viewAll} <i className="bi bi-arrow-right" aria-hidden="true" />
                    </Link>
                  </section>
                ))}
              </div>
              <div className="col-lg-3 py-3">
                <div className="mega-menu-deals rounded-3 p-4 h-100 d-flex flex-column">
                  <span className="text-uppercase small fw-semibold text-amber">Solar Trader Platform</span>
                  <h3 className="h5 mt-2">Buying in bulk? Make an offer.</h3>
                  <p className="small mb-4">
                    Negotiable deals on pallets and containers: propose your price, agree terms with the seller and check out under a contract.
                  </p>
                  <Link to={paths.traderDeals} className="btn btn-amber mt-auto">
                    Browse negotiable deals
                  </Link>
                </div>
              </div>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
