import { ShowcasePage } from '../frame/showcase-page';
import { BadgeExamples } from '../widgets/badge-examples';

/** `/components/badges`: Bootstrap's badges in the template's styles. */
export function BadgesPage() {
  return (
    <ShowcasePage page="badges">
      <BadgeExamples />
    </ShowcasePage>
  );
}
