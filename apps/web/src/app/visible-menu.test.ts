import { describe, expect, it } from 'vitest';
import { abilityRulesFor, type Role } from '@pamoja/contract/roles';
import { isMenuGroup, menuLinks, type MenuLink } from '../shared/layout/menu-types';
import { ROLE_HOME } from '../shared/session/role-home';
import { abilityFor } from '../shared/session/use-ability';
import { MENU } from './navigation';
import { visibleMenu } from './visible-menu';

const menuOf = (role: Role) =>
  visibleMenu(MENU, abilityFor(abilityRulesFor(role)), ROLE_HOME[role]);

const linksOf = (role: Role) =>
  menuLinks(menuOf(role)) as Array<Partial<MenuLink> & { to: string }>;

describe('the menu', () => {
  it.each<Role>(['MEMBER', 'AGENT', 'ADMIN', 'SUPER_ADMIN', 'INSTRUCTOR'])(
    'offers a %s one home entry, leading to that role’s home',
    (role) => {
      const homes = linksOf(role).filter(
        (item) => item.roleHome === true || item.to === ROLE_HOME[role],
      );
      expect(homes).toHaveLength(1);
      expect(homes[0]).toMatchObject({ id: 'home', to: ROLE_HOME[role] });
    },
  );

  it('offers each role only the product areas it may open', () => {
    const productOf = (role: Role) =>
      menuLinks(menuOf(role).filter((section) => section.id === 'product')).map((item) => item.id);
    const business = ['branches', 'staff-locations', 'staff', 'products', 'booking-services'];
    const leadPages = ['leads', 'health-insurance-leads', 'lead-stats', 'lead-report'];
    const member = productOf('MEMBER');
    expect(member).toEqual(expect.arrayContaining(['wallet', 'airtime', 'bookings', 'learning']));
    for (const id of [...business, ...leadPages, 'reconciliation', 'course-studio'])
      expect(member).not.toContain(id);
    const agent = productOf('AGENT');
    expect(agent).toEqual(expect.arrayContaining(['health-insurance-leads', 'lead-stats']));
    for (const id of [...business, 'reconciliation']) expect(agent).not.toContain(id);
    const admin = productOf('ADMIN');
    expect(admin).toEqual(expect.arrayContaining([...business, ...leadPages]));
    expect(admin).not.toContain('reconciliation');
    expect(productOf('SUPER_ADMIN')).toContain('reconciliation');
    expect(productOf('INSTRUCTOR')).toContain('course-studio');
  });

  it('offers admins a Leads entry; agents have the list as their home', () => {
    const leadsOf = (role: Role) => linksOf(role).filter((item) => item.id === 'leads');
    expect(leadsOf('ADMIN')).toHaveLength(1);
    expect(leadsOf('SUPER_ADMIN')).toHaveLength(1);
    expect(leadsOf('AGENT')).toEqual([]);
  });

  it('keeps the template’s pages out of the product’s section, and offers no login page', () => {
    const sections = menuOf('MEMBER');
    const product = menuLinks(sections.filter((section) => section.id === 'product'));
    expect(product.map((item) => item.to)).not.toContain('/');
    expect(
      product.some((item) =>
        /^\/(misc|dashboard|cards|pages|page-layout|apps|components|extensions|forms|charts)/.test(
          item.to,
        ),
      ),
    ).toBe(false);
    expect(sections.map((section) => section.id)).toEqual([
      'product',
      'demo',
      'demo-pages',
      'demo-ui',
      'demo-forms',
      'demo-charts',
      'demo-misc',
    ]);
    expect(menuLinks(sections).some((item) => item.to === '/login')).toBe(false);
  });

  it('draws the template’s groups with their badges, and the misc pages in a group', () => {
    const groups = menuOf('MEMBER')
      .flatMap((section) => section.items)
      .filter(isMenuGroup);
    const summary = Object.fromEntries(
      groups.map((group) => [
        group.id,
        [group.badge?.text ?? group.badge?.textKey, group.children.length],
      ]),
    );
    expect(summary).toEqual({
      dashboards: ['2', 2],
      'demo-apps': [undefined, 4],
      invoice: [undefined, 4],
      'roles-permissions': [undefined, 2],
      'demo-ecommerce': [undefined, 4],
      'demo-user': [undefined, 2],
      'content-pages': [undefined, 11],
      authentication: [undefined, 12],
      miscellaneous: [undefined, 4],
      'ui-basics': [undefined, 3],
      cards: ['menu.badges.new', 5],
      components: [undefined, 26],
      extensions: [undefined, 15],
      'page-layouts': [undefined, 5],
      'form-elements': [undefined, 12],
      forms: [undefined, 4],
      tables: [undefined, 3],
      charts: ['3', 3],
    });
    const misc = groups.find((group) => group.id === 'miscellaneous');
    expect(misc?.children.map((child) => child.to)).toEqual([
      '/misc/coming-soon',
      '/misc/not-authorized',
      '/misc/maintenance',
      '/misc/error',
    ]);
  });

  it('drops a group whose every link the role may not open, and keeps the others', () => {
    const icon = MENU[0]!.items[0] as MenuLink;
    const menu = [
      {
        id: 's',
        titleKey: 'x',
        items: [
          {
            id: 'closed',
            titleKey: 'x',
            icon: icon.icon,
            children: [{ id: 'w', titleKey: 'x', to: '/wallet' }],
          },
          {
            id: 'open',
            titleKey: 'x',
            icon: icon.icon,
            children: [{ id: 'c', titleKey: 'x', to: '/cards/basic' }],
          },
        ],
      },
    ];
    const guest = visibleMenu(menu, abilityFor([]), '/home');
    expect(guest[0]?.items.map((item) => item.id)).toEqual(['open']);
  });
});
