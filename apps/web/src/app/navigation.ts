import { ContactRound, Group, House, ReceiptText } from 'lucide-react';
import { Smartphone, UserRound, WalletCards } from 'lucide-react';
import { BriefcaseBusiness, Building2, GitBranch, MapPin, UsersRound } from 'lucide-react';
import { MessagesSquare } from 'lucide-react';
import { PackageCheck, ShoppingBag } from 'lucide-react';
import { Package } from 'lucide-react';
import { ChartColumn, Sheet } from 'lucide-react';
import { ClipboardList, HeartPulse } from 'lucide-react';
import { CalendarCheck, CalendarClock, CalendarCog } from 'lucide-react';
import { Award, BookMarked, GraduationCap } from 'lucide-react';
import { PencilRuler } from 'lucide-react';
import { Scale } from 'lucide-react';
import { DEMO_MENU } from '../demo/demo-menu';
import type { MenuSection } from '../shared/layout/menu-types';

/**
 * The product first, then the template demo in sections of their own (demo/demo-menu.ts): those
 * pages run on demo data, not the user's. One "Home" entry, leading to the active role's home.
 * Private pages are shown only to roles that may open them (app/access.ts).
 */
export const MENU: readonly MenuSection[] = [
  {
    id: 'product',
    titleKey: 'menu.sections.product',
    items: [
      { id: 'home', titleKey: 'menu.myHome', to: '/home', icon: House, roleHome: true },
      { id: 'profile', titleKey: 'menu.profile', to: '/profile', icon: UserRound },
      { id: 'wallet', titleKey: 'wallet.menu.wallet', to: '/wallet', icon: WalletCards },
      // `end`: the groups pages have their own entry, so "Airtime" is not lit up on them too.
      {
        id: 'airtime',
        titleKey: 'airtime.menu.airtime',
        to: '/airtime',
        icon: Smartphone,
        end: true,
      },
      {
        id: 'airtime-groups',
        titleKey: 'airtime.menu.groups',
        to: '/airtime/groups',
        icon: Group,
      },
      {
        id: 'beneficiaries',
        titleKey: 'wallet.menu.beneficiaries',
        to: '/beneficiaries',
        icon: ContactRound,
      },
      {
        id: 'transactions',
        titleKey: 'wallet.menu.transactions',
        to: '/transactions',
        icon: ReceiptText,
      },
      // The SUPER_ADMIN's queue of money the providers left unsettled (app/access.ts).
      {
        id: 'reconciliation',
        titleKey: 'reconciliation.menu',
        to: '/reconciliation',
        icon: Scale,
      },
      { id: 'shop', titleKey: 'shop.menu.shop', to: '/shop', icon: ShoppingBag },
      { id: 'orders', titleKey: 'shop.menu.orders', to: '/orders', icon: PackageCheck },
      {
        id: 'bookings',
        titleKey: 'bookings.menu.bookings',
        to: '/bookings',
        icon: CalendarCheck,
        end: true,
      },
      {
        id: 'booking-desk',
        titleKey: 'bookings.menu.desk',
        to: '/bookings/manage',
        icon: CalendarClock,
        can: ['manage', 'BookingDesk'],
      },
      {
        id: 'booking-services',
        titleKey: 'bookings.menu.services',
        to: '/bookings/services',
        icon: CalendarCog,
        can: ['manage', 'BookingService'],
      },
      // `end`: "My learning" and "Certificates" have their own entries under /learning.
      {
        id: 'learning',
        titleKey: 'learning.menu.learning',
        to: '/learning',
        icon: GraduationCap,
        end: true,
      },
      { id: 'my-learning', titleKey: 'learning.menu.my', to: '/learning/my', icon: BookMarked },
      {
        id: 'certificates',
        titleKey: 'learning.menu.certificates',
        to: '/learning/certificates',
        icon: Award,
      },
      // Instructors' own courses; the studio pages also let a project ADMIN in (by address).
      {
        id: 'course-studio',
        titleKey: 'studio.menu',
        to: '/learning/studio',
        icon: PencilRuler,
        can: ['manage', 'Course'],
      },
      {
        id: 'organisations',
        titleKey: 'organisations.menu.organisations',
        to: '/organisations',
        icon: Building2,
      },
      { id: 'teams', titleKey: 'organisations.menu.teams', to: '/teams', icon: UsersRound },
      {
        id: 'group-enquiries',
        titleKey: 'groupEnquiries.menu',
        to: '/groups',
        icon: MessagesSquare,
      },
      { id: 'branches', titleKey: 'organisations.menu.branches', to: '/branches', icon: GitBranch },
      {
        id: 'staff-locations',
        titleKey: 'organisations.menu.staffLocations',
        to: '/staff-locations',
        icon: MapPin,
      },
      { id: 'staff', titleKey: 'organisations.menu.staff', to: '/staff', icon: BriefcaseBusiness },
      { id: 'products', titleKey: 'products.menu.products', to: '/products', icon: Package },
      // Agents reach /leads as their Home; the other roles get an entry of its own.
      {
        id: 'leads',
        titleKey: 'leads.menu.leads',
        to: '/leads',
        icon: ClipboardList,
        end: true,
        can: ['manage', 'Lead'],
      },
      {
        id: 'health-insurance-leads',
        titleKey: 'leads.menu.healthInsurance',
        to: '/leads/health-insurance',
        icon: HeartPulse,
      },
      { id: 'lead-stats', titleKey: 'leads.menu.stats', to: '/leads/stats', icon: ChartColumn },
      { id: 'lead-report', titleKey: 'leads.menu.report', to: '/leads/report', icon: Sheet },
    ],
  },
  ...DEMO_MENU,
];
