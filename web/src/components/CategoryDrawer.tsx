import { MESSAGES } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { useDismissOnNavigate } from '../hooks/useDismissOnNavigate';
import { useCategories } from '../api';
import { categoryPath, subcategoryPath } from '../paths';
import { ErrorAlert, Loading } from './ApiStatus';
import { CategoryIcon } from './CategoryIcon';

export const CATEGORY_DRAWER_ID = 'category-drawer';

/** The mobile category drawer: every category, each opening to its subcategories and View All. */
export function CategoryDrawer() {
  const { data: categories, error, mutate } = useCategories();
  const closeButton = useDismissOnNavigate();
  return (
    <div className="offcanvas offcanvas-start site-offcanvas" tabIndex={-1} id={CATEGORY_DRAWER_ID} aria-labelledby={`${CATEGORY_DRAWER_ID}-title`}>
      <div className="offcanvas-header">
        <h2 className="offcanvas-title h5" id={`${CATEGORY_DRAWER_ID}-title`}>
          Shop by Category
        </h2>
        <button ref={closeButton} type="button" className="btn-close btn-close-white" data-bs-dismiss="offcanvas" aria-label="Close" />
      </div>
      <div className="offcanvas-body p-0">
        {!categories && !error && <Loading label="Loading categories…" />}
        {error && !categories && (
          <div className="p-3">
            <ErrorAlert error={error} onRetry={() => void mutate()} />
          </div>
        )}
        {categories && (
          <div className="accordion accordion-flush" id={`${CATEGORY_DRAWER_ID}-list`}>
            {categories.map((category) => {
              const panelId = `${CATEGORY_DRAWER_ID}-${category.id}`;
              return (
                <div className="accordion-item" key={category.id}>
                  <h3 className="accordion-header">
                    <button
                      type="button"
                      className="accordion-button collapsed"
                      data-bs-toggle="collapse"
                      data-bs-target={`#${panelId}`}
                      aria-expanded="false"
                      aria-controls={panelId}
                    >
                      <CategoryIcon icon={category.icon} className="me-2 text-amber" />
                      {category.name}
                    </button>
                  </h3>
                  <div id={panelId} className="accordion-collapse collapse" data-bs-parent={`#${CATEGORY_DRAWER_ID}-list`}>
                    <div className="accordion-body">
                      <ul className="list-unstyled mb-0">
                        {category.sub_categories.map((sub) => (
                          <li key={sub.id}>
                            <Link to={subcategoryPath(category.name, sub.name)} className="drawer-link">
                              {sub.name}
                            </Link>
                          </li>
                        ))}
                        <li>
                          <Link to={categoryPath(category.name)} className="drawer-link fw-semibold">
                            {MESSAGES.menu.viewAll}
                          </Link>
                        </li>
                      </ul>
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
