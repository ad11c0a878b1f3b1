import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { BlockArea } from '../widgets/block-area';

const EXAMPLES = ['basic', 'message', 'loader', 'color'] as const;
type Example = (typeof EXAMPLES)[number];

/** `/components/blockui`: a card's content blocked while it "works", and unblocked again. */
export function BlockUiPage() {
  const { t } = useTranslation('demo-ui');
  const [blocked, setBlocked] = useState<Example[]>([]);
  const toggle = (id: Example) =>
    setBlocked((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <ShowcasePage page="blockui">
      {EXAMPLES.map((id) => {
        const on = blocked.includes(id);
        return (
          <ExampleCard key={id} title={t(`blockui.${id}`)}>
            <button
              type="button"
              className="btn btn-outline-primary mb-3"
              aria-pressed={on}
              onClick={() => toggle(id)}
            >
              {t(on ? 'blockui.unblock' : 'blockui.block')}
            </button>
            <BlockArea
              blocked={on}
              message={id === 'basic' ? t('blockui.wait') : t('blockui.saving')}
              tone={id === 'color' ? 'block-primary' : id === 'loader' ? 'block-light' : undefined}
              loader={
                id === 'loader' ? (
                  <span className="spinner-grow text-primary" aria-hidden="true" />
                ) : undefined
              }
            >
              <p className="mb-2">{t('blockui.content')}</p>
              <label className="form-label" htmlFor={`blockui-${id}`}>
                {t('blockui.note')}
              </label>
              <input id={`blockui-${id}`} className="form-control" />
            </BlockArea>
          </ExampleCard>
        );
      })}
    </ShowcasePage>
  );
}
