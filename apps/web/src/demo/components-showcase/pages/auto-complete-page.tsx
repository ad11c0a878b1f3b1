import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import type { Film } from '../../mock/schemas/autocomplete-schema';
import { useFilms } from '../api/list-films';
import { Combobox } from '../autocomplete/combobox';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';

const BAND = 25;
const titleOf = (film: Film) => film.title;
const keyOf = (film: Film) => film.id;

/** `/components/auto-complete`: suggestions over the mock's 100 films (`/api/autocomplete/data`). */
export function AutoCompletePage() {
  const { t } = useTranslation('demo-ui');
  const films = useFilms();
  const [chosen, setChosen] = useState<Film | null>(null);
  const bandOf = (film: Film) => {
    const from = Math.floor((film.rank - 1) / BAND) * BAND + 1;
    return t('autocomplete.band', { from, to: from + BAND - 1 });
  };
  const withRank = (film: Film) => (
    <>
      <span>{film.title}</span>
      <span className="badge rounded-pill text-bg-secondary">#{film.rank}</span>
    </>
  );

  return (
    <ShowcasePage page="autoComplete">
      <QueryStatus query={films}>
        {(list) => (
          <>
            <ExampleCard title={t('autocomplete.basic')} description={t('autocomplete.basicText')}>
              <Combobox
                label={t('autocomplete.film')}
                items={list}
                keyOf={keyOf}
                textOf={titleOf}
                onChoose={setChosen}
              />
              <p className="mt-2 mb-0" aria-live="polite">
                {chosen ? t('autocomplete.chosen', { title: chosen.title }) : ''}
              </p>
            </ExampleCard>
            <ExampleCard
              title={t('autocomplete.sections')}
              description={t('autocomplete.sectionsText')}
            >
              <Combobox
                label={t('autocomplete.filmByRank')}
                items={list}
                keyOf={keyOf}
                textOf={titleOf}
                groupOf={bandOf}
              />
            </ExampleCard>
            <ExampleCard
              title={t('autocomplete.custom')}
              description={t('autocomplete.customText')}
            >
              <Combobox
                label={t('autocomplete.filmWithRank')}
                items={list}
                keyOf={keyOf}
                textOf={titleOf}
                renderOption={withRank}
              />
            </ExampleCard>
            <ExampleCard
              title={t('autocomplete.defaults')}
              description={t('autocomplete.defaultsText')}
            >
              <Combobox
                label={t('autocomplete.topFilm')}
                items={list}
                keyOf={keyOf}
                textOf={titleOf}
                defaults
                limit={5}
              />
            </ExampleCard>
            <ExampleCard title={t('autocomplete.limit')} description={t('autocomplete.limitText')}>
              <Combobox
                label={t('autocomplete.threeFilms')}
                items={list}
                keyOf={keyOf}
                textOf={titleOf}
                limit={3}
              />
            </ExampleCard>
          </>
        )}
      </QueryStatus>
    </ShowcasePage>
  );
}
