import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCategories } from '../api/list-categories';
import { CategoryIcon } from '../components/category-icon';
import { ProductsNav } from '../components/products-nav';
import '../products.scss';

/** `/products/categories`: the platform's fixed categories, which every product goes in. */
export function CategoriesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('products.categories.title'));
  const query = useCategories();
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title" className="h3 mb-3">
        {t('products.title')}
      </h1>
      <ProductsNav />
      <div className="card products-card">
        <div className="card-body">
          <h2 className="h5">{t('products.categories.title')}</h2>
          <p className="text-body-secondary">{t('products.categories.intro')}</p>
          <QueryStatus query={query}>
            {(categories) =>
              categories.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('products.categories.empty')}</p>
              ) : (
                <ul className="category-grid list-unstyled mb-0">
                  {categories.map((category) => (
                    <li key={category.id} className="category-card">
                      <span className="category-icon">
                        <CategoryIcon icon={category.icon} />
                      </span>
                      <div>
                        <h3 className="h6 mb-1">{category.name}</h3>
                        <p className="small text-body-secondary mb-1">{category.description}</p>
                        <code className="small">{category.slug}</code>
                      </div>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryStatus>
        </div>
      </div>
    </section>
  );
}
