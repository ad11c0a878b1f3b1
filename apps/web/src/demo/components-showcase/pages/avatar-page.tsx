import { useTranslation } from 'react-i18next';
import { Bell, Calendar, Inbox, UserRound } from 'lucide-react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';
import { Avatar } from '../widgets/avatar';
import '../widgets/tooltip.scss';

const PEOPLE = ['Amina Njeri', 'Baraka Otieno', 'Chloé Martin', 'Daudi Mwangi', 'Esther Wanjiru'];
const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
const STATUSES = ['online', 'offline', 'away', 'busy'] as const;
const ICONS = [UserRound, Bell, Calendar, Inbox];

/** `/components/avatar`: initials and icons in the theme's colours, sizes, statuses, groups. */
export function AvatarPage() {
  const { t } = useTranslation('demo-ui');
  return (
    <ShowcasePage page="avatar">
      <ExampleCard title={t('avatar.sizes')}>
        <div className="showcase-row">
          {SIZES.map((size) => (
            <Avatar key={size} name={PEOPLE[0]!} size={size} />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('avatar.colors')}>
        <div className="showcase-row">
          {VARIANTS.map((variant, index) => (
            <Avatar key={variant} name={PEOPLE[index % PEOPLE.length]!} variant={variant} />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('avatar.light')}>
        <div className="showcase-row">
          {VARIANTS.map((variant, index) => (
            <Avatar key={variant} name={PEOPLE[index % PEOPLE.length]!} variant={variant} light />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('avatar.icons')}>
        <div className="showcase-row">
          {ICONS.map((Icon, index) => (
            <Avatar
              key={index}
              name={t(`avatar.iconNames.${index}`)}
              icon={Icon}
              variant={VARIANTS[index]}
              light
            />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('avatar.status')}>
        <div className="showcase-row">
          {STATUSES.map((kind, index) => (
            <Avatar
              key={kind}
              name={PEOPLE[index]!}
              size="lg"
              variant={VARIANTS[index]}
              light
              status={{ kind, label: t(`avatar.statuses.${kind}`) }}
            />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('avatar.group')}>
        <div className="avatar-group">
          {PEOPLE.map((person, index) => (
            <Avatar key={person} name={person} variant={VARIANTS[index]} />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('avatar.groupTooltip')} description={t('avatar.groupTooltipText')}>
        <ul className="avatar-group list-unstyled mb-0">
          {PEOPLE.map((person, index) => (
            <li key={person}>
              <OverlayTrigger
                placement="top"
                overlay={<Tooltip id={`avatar-tip-${index}`}>{person}</Tooltip>}
              >
                <button
                  type="button"
                  className="btn p-0 border-0 rounded-circle"
                  aria-label={person}
                >
                  <Avatar name={person} variant={VARIANTS[index]} />
                </button>
              </OverlayTrigger>
            </li>
          ))}
        </ul>
      </ExampleCard>
    </ShowcasePage>
  );
}
