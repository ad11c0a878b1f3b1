import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ContentTypes } from '../basic/content-types';
import { GroupsAndGrid } from '../basic/groups-and-grid';
import { HeadersAndNavigation } from '../basic/headers-and-navigation';
import { StylesAndAlignment } from '../basic/styles-and-alignment';
import '../cards.scss';

/** `/cards/basic`: Bootstrap's card parts, the way the template shows them. No charts here. */
export function CardsBasicRoute() {
  const { t } = useTranslation();
  const title = t('demoDashboards.pages.basic');
  useDocumentTitle(title);
  return (
    <div>
      <h1 className="h3 mb-3">{title}</h1>
      <ContentTypes />
      <HeadersAndNavigation />
      <StylesAndAlignment />
      <GroupsAndGrid />
    </div>
  );
}
