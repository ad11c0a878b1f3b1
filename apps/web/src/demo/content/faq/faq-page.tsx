import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { QueryStatus } from '../../../shared/ui/query-status';
import { SearchBox } from '../../../shared/ui/search-box';
import { Tabs } from '../../../shared/ui/tabs';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { faqQueryOptions } from '../api/get-faq';
import { QaAccordion } from '../components/qa-accordion';
import { topicIcon } from '../components/topic-icon';
import '../components/content-banner.scss';

/** `/pages/faq`: a search that narrows the questions as one types, categories as tabs. */
export function FaqRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('faq.title'));
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  // The questions shown stay while the next search is on its way, instead of a spinner per key.
  const query = useQuery({ ...faqQueryOptions(term), placeholderData: keepPreviousData });
  const [chosen, setChosen] = useState('');

  return (
    <div>
      <section className="content-banner mb-4" aria-labelledby="faq-title">
        <h1 id="faq-title" className="h3">
          {t('faq.title')}
        </h1>
        <p>{t('faq.intro')}</p>
        <SearchBox
          label={t('faq.search')}
          value={search}
          onChange={setSearch}
          className="content-banner-search"
        />
      </section>
      <QueryStatus query={query}>
        {(faq) => {
          const keys = Object.keys(faq);
          if (keys.length === 0) {
            return (
              <p role="status" className="alert alert-warning">
                {t('faq.empty', { term })}
              </p>
            );
          }
          const tabs = keys.map((key) => {
            const category = faq[key]!;
            return {
              id: key,
              label: category.title,
              icon: topicIcon(category.icon),
              render: () => (
                <div className="pt-3">
                  <h2 className="h5 mb-1">{category.title}</h2>
                  <p className="text-body-secondary">{category.subtitle}</p>
                  <QaAccordion items={category.qandA} />
                </div>
              ),
            };
          });
          return (
            <>
              <p role="status" className="visually-hidden">
                {t('faq.found', { count: keys.length })}
              </p>
              <Tabs
                tabs={tabs}
                active={keys.includes(chosen) ? chosen : keys[0]!}
                onSelect={setChosen}
                label={t('faq.categories')}
              />
            </>
          );
        }}
      </QueryStatus>
      <section className="text-center mt-5" aria-labelledby="faq-contact">
        <h2 id="faq-contact" className="h4">
          {t('faq.contactTitle')}
        </h2>
        <p className="text-body-secondary">{t('faq.contactText')}</p>
        <div className="row g-3 justify-content-center">
          <div className="col-sm-6 col-lg-4">
            <div className="card card-body">
              <Phone className="mx-auto mb-2 text-primary" aria-hidden="true" />
              <a href="tel:+254700000000">+254 700 000 000</a>
              <span className="small text-body-secondary">{t('faq.phoneHint')}</span>
            </div>
          </div>
          <div className="col-sm-6 col-lg-4">
            <div className="card card-body">
              <Mail className="mx-auto mb-2 text-primary" aria-hidden="true" />
              <a href="mailto:help@pamoja.example">help@pamoja.example</a>
              <span className="small text-body-secondary">{t('faq.mailHint')}</span>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
