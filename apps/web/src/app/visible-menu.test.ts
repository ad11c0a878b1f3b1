import { describe, expect, it } from 'vitest';
import { abilityRulesFor, type Role } from '@pamoja/contract/roles';
import { ROLE_HOME } from '../shared/session/role-home';
import { abilityFor } from '../shared/session/use-ability';
import { MENU } from './navigation';
import { visibleMenu } from './visible-menu';

const menuOf = (role: Role) =>
  visibleMenu(MENU, abilityFor(abilityRulesFor(role)), ROLE_HOME[role]);

describe('the menu', () => {
  it.each<Role>(['MEMBER', 'AGENT', 'ADMIN', 'SUPER_ADMIN', 'INSTRUCTOR'])(
    'offers a %s one home entry, leading to that role’s home',
    (role) => {
      const homes = menuOf(role)
        .flatMap((section) => section.items)
        .filter((item) => item.roleHome === true || item.to === ROLE_HOME[role]);
      expect(homes).toHaveLength(1);
      expect(homes[0]).toMatchObject({ id: 'home', to: ROLE_HOME[role] });
    },
  );

  it('offers admins a Leads entry; agents have the list as their home', () => {
    const leadsOf = (role: Role) =>
      menuOf(role)
        .flatMap((section) => section.items)
        .filter((item) => item.id === 'leads');
    expect(leadsOf('ADMIN')).toHaveLength(1);
    expect(leadsOf('SUPER_ADMIN')).toHaveLength(1);
    expect(leadsOf('AGENT')).toEqual([]);
  });

  it('keeps the template’s pages out of the product’s section, and offers no login page', () => {
    const sections = menuOf('MEMBER');
    const product = sections.find((section) => section.id === 'product');
    const demo = sections.find((section) => section.id === 'demo');
    expect(product?.items.map((item) => item.to)).not.toContain('/');
    expect(product?.items.some((item) => item.to.startsWith('/misc'))).toBe(false);
    expect(demo?.items.map((item) => item.to)).toEqual([
      '/',
      '/misc/coming-soon',
      '/misc/not-authorized',
      '/misc/maintenance',
      '/misc/error',
    ]);
    expect(sections.flatMap((s) => s.items).some((item) => item.to === '/login')).toBe(false);
  });
});
