import { MESSAGES } from '@solar/contracts';
import { useCategories } from '../api';
import { categoryPath, subcategoryPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { CategoryIcon } from '../shared/components/CategoryIcon';
import { useDismissOnNavigate } from '../shared/hooks/useDismissOnNavigate';
import { useShownOnce } from '../shared/hooks/useShownOnce';
import { DrawerSection } from './DrawerSection';

export const CATEGORY_DRAWER_ID = 'category-drawer';

/** The mobile category drawer: every category, each opening to its subcategories and View All. */
export function CategoryDrawer() {
  const { data: categories, error, mutate } = useCategories();
  const closeButton = useDismissOnNavigate();
  const [panel, shown] = useShownOnce<HTMLDivElement>('show.bs.offcanvas');
  return (
    <div ref={panel} className="offcanvas offcanvas-start site-offcanvas" tabIndex={-1} id={CATEGORY_DRAWER_ID} aria-labelledby={`${CATEGORY_DRAWER_ID}-title`}>
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
        {shown && categories && (
          <div className="accordion accordion-flush" id={`${CATEGORY_DRAWER_ID}-list`}>
            {categories.map((category) => (
              <DrawerSection
                key={category.id}
                id={`${CATEGORY_DRAWER_ID}-${category.id}`}
                parentId={`${CATEGORY_DRAWER_ID}-list`}
                title={
                  <>
                    <CategoryIcon icon={category.icon} className="me-2 text-amber" />
                    {category.name}
                  </>
                }
                links={[
                  ...category.sub_categories.map((sub) => ({ to: subcategoryPath(category.name, sub.name), label: sub.name })),
                  { to: categoryPath(category.name), label: MESSAGES.menu.viewAll, emphasis: true },
                ]}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
