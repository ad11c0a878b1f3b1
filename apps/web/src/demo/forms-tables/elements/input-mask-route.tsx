import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import { MaskedField } from './masked-field';

/** `/forms/elements/input-mask`: cards, phones, dates, times, numbers, blocks and prefixes. */
export function InputMaskRoute() {
  const { t, i18n } = useTranslation('demo-forms');
  return (
    <ShowcasePage title={t('mask.title')} lead={t('mask.lead')}>
      <ShowcaseCard title={t('mask.card')}>
        <MaskedField
          label={t('mask.cardNumber')}
          placeholder="0000 0000 0000 0000"
          options={{ mask: '#### #### #### ####' }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('mask.phone')}>
        <MaskedField
          label={t('mask.phoneNumber')}
          placeholder="+254 7## ### ###"
          inputMode="tel"
          options={{ mask: '+254 ### ### ###', eager: true }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('mask.date')}>
        <MaskedField
          label={t('mask.dateLabel')}
          placeholder="DD/MM/YYYY"
          options={{ mask: '##/##/####' }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('mask.time')}>
        <MaskedField
          label={t('mask.timeLabel')}
          placeholder="hh:mm:ss"
          options={{ mask: '##:##:##' }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('mask.numeral')}>
        <MaskedField
          key={i18n.language}
          label={t('mask.amount')}
          inputMode="decimal"
          options={{ number: { locale: i18n.language, fraction: 2, unsigned: true } }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('mask.blocks')}>
        <MaskedField
          label={t('mask.blocksLabel')}
          placeholder="AAA-999-AAA"
          inputMode="text"
          options={{
            mask: '@@@-###-@@@',
            tokens: {
              '@': { pattern: /[a-zA-Z]/, transform: (char: string) => char.toUpperCase() },
            },
          }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('mask.delimiters')}>
        <MaskedField
          label={t('mask.delimitersLabel')}
          placeholder="###.###.###"
          options={{ mask: '###.###.###' }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('mask.prefix')}>
        <MaskedField
          label={t('mask.prefixLabel')}
          placeholder="KE-######"
          inputMode="text"
          options={{ mask: 'KE-######', eager: true }}
        />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
