import { useLayoutStore } from '../../shared/customizer/layout-store';
import { HorizontalLayout } from '../../shared/layout/horizontal-layout';
import { VerticalLayout } from '../../shared/layout/vertical-layout';
import { MENU } from '../navigation';

export function MainLayoutRoute() {
  const layout = useLayoutStore((state) => state.layout);
  return layout === 'horizontal' ? (
    <HorizontalLayout menu={MENU} />
  ) : (
    <VerticalLayout menu={MENU} />
  );
}
