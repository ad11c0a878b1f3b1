import type { RouteObject } from 'react-router';

/** Inside the main layout: the private pages (app/access.ts says which ability each needs). */
export const MAIN_LAYOUT_ROUTES: RouteObject[] = [
  {
    id: 'protected',
    lazy: async () => ({ Component: (await import('./routes/protected')).ProtectedRoute }),
    children: [
      {
        path: 'home',
        lazy: async () => ({
          Component: (await import('../features/home/routes/member-home')).MemberHomeRoute,
        }),
      },
      // The lists of leads (features/leads): an agent's home, every lead for an admin.
      {
        path: 'leads',
        lazy: async () => ({
          Component: (await import('../features/leads/routes/leads')).LeadsRoute,
        }),
      },
      {
        path: 'leads/health-insurance',
        lazy: async () => ({
          Component: (await import('../features/leads/routes/health-insurance-leads'))
            .HealthInsuranceLeadsRoute,
        }),
      },
      // The figures and the report of leads (features/leads); charts load with these two only.
      {
        path: 'leads/stats',
        lazy: async () => ({
          Component: (await import('../features/leads/routes/lead-stats')).LeadStatsRoute,
        }),
      },
      {
        path: 'leads/report',
        lazy: async () => ({
          Component: (await import('../features/leads/routes/lead-report')).LeadReportRoute,
        }),
      },
      // The capture wizard and one lead's page; `:code` also takes the lead's id.
      {
        path: 'leads/new',
        lazy: async () => ({
          Component: (await import('../features/leads/routes/capture-lead')).CaptureLeadRoute,
        }),
      },
      {
        path: 'leads/:code',
        lazy: async () => ({
          Component: (await import('../features/leads/routes/lead-detail')).LeadDetailRoute,
        }),
      },
      {
        path: 'admin',
        lazy: async () => ({
          Component: (await import('../features/home/routes/admin-home')).AdminHomeRoute,
        }),
      },
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('../features/profile/routes/profile')).ProfileRoute,
        }),
      },
      {
        path: 'wallet',
        lazy: async () => ({
          Component: (await import('../features/wallet/routes/wallet')).WalletRoute,
        }),
      },
      {
        path: 'airtime',
        lazy: async () => ({
          Component: (await import('../features/airtime/routes/airtime')).AirtimeRoute,
        }),
      },
      {
        path: 'airtime/groups',
        lazy: async () => ({
          Component: (await import('../features/airtime/routes/airtime-groups')).AirtimeGroupsRoute,
        }),
      },
      {
        path: 'airtime/groups/:groupId',
        lazy: async () => ({
          Component: (await import('../features/airtime/routes/airtime-group')).AirtimeGroupRoute,
        }),
      },
      {
        path: 'beneficiaries',
        lazy: async () => ({
          Component: (await import('../features/beneficiaries/routes/beneficiaries'))
            .BeneficiariesRoute,
        }),
      },
      {
        path: 'transactions',
        lazy: async () => ({
          Component: (await import('../features/transactions/routes/transactions'))
            .TransactionsRoute,
        }),
      },
      // The SUPER_ADMIN's reconciliation queue (features/reconciliation).
      {
        path: 'reconciliation',
        lazy: async () => ({
          Component: (await import('../features/reconciliation/routes/reconciliation'))
            .ReconciliationRoute,
        }),
      },
      // Organisation structure (features/organisations).
      {
        path: 'organisations',
        lazy: async () => ({
          Component: (await import('../features/organisations/routes/organisations'))
            .OrganisationsRoute,
        }),
      },
      {
        path: 'organisations/:id',
        lazy: async () => ({
          Component: (await import('../features/organisations/routes/organisation-settings'))
            .OrganisationSettingsRoute,
        }),
      },
      {
        path: 'teams',
        lazy: async () => ({
          Component: (await import('../features/organisations/routes/teams')).TeamsRoute,
        }),
      },
      {
        path: 'teams/:id',
        lazy: async () => ({
          Component: (await import('../features/organisations/routes/team-detail')).TeamDetailRoute,
        }),
      },
      {
        path: 'branches',
        lazy: async () => ({
          Component: (await import('../features/organisations/routes/branches')).BranchesRoute,
        }),
      },
      {
        path: 'staff-locations',
        lazy: async () => ({
          Component: (await import('../features/organisations/routes/staff-locations'))
            .StaffLocationsRoute,
        }),
      },
      {
        path: 'staff',
        lazy: async () => ({
          Component: (await import('../features/organisations/routes/staff')).StaffRoute,
        }),
      },
      // Bookings (features/bookings): the member's page; the desk and the services check their
      // own abilities inside.
      {
        path: 'bookings',
        lazy: async () => ({
          Component: (await import('../features/bookings/routes/bookings')).BookingsRoute,
        }),
      },
      {
        path: 'bookings/manage',
        lazy: async () => ({
          Component: (await import('../features/bookings/routes/manage-bookings'))
            .ManageBookingsRoute,
        }),
      },
      {
        path: 'bookings/services',
        lazy: async () => ({
          Component: (await import('../features/bookings/routes/booking-services'))
            .BookingServicesRoute,
        }),
      },
      // Products of businesses and the categories they go in (features/products).
      {
        path: 'products',
        lazy: async () => ({
          Component: (await import('../features/products/routes/products')).ProductsRoute,
        }),
      },
      {
        path: 'products/categories',
        lazy: async () => ({
          Component: (await import('../features/products/routes/categories')).CategoriesRoute,
        }),
      },
      // The contact form to an organisation's admins (features/group-enquiries).
      {
        path: 'groups',
        lazy: async () => ({
          Component: (await import('../features/group-enquiries/routes/group-enquiries'))
            .GroupEnquiriesRoute,
        }),
      },
      // The shop, its cart and checkout, and the orders it makes (features/shop).
      {
        path: 'shop',
        lazy: async () => ({
          Component: (await import('../features/shop/routes/shop')).ShopRoute,
        }),
      },
      {
        path: 'shop/cart',
        lazy: async () => ({
          Component: (await import('../features/shop/routes/cart')).CartRoute,
        }),
      },
      {
        path: 'shop/:productId',
        lazy: async () => ({
          Component: (await import('../features/shop/routes/product')).ProductRoute,
        }),
      },
      {
        path: 'orders',
        lazy: async () => ({
          Component: (await import('../features/shop/routes/orders')).OrdersRoute,
        }),
      },
      {
        path: 'orders/:orderId',
        lazy: async () => ({
          Component: (await import('../features/shop/routes/order')).OrderRoute,
        }),
      },
      // The learner's side of the learning service (features/learning).
      {
        path: 'learning',
        lazy: async () => ({
          Component: (await import('../features/learning/routes/catalogue')).CatalogueRoute,
        }),
      },
      {
        path: 'learning/courses/:idOrSlug',
        lazy: async () => ({
          Component: (await import('../features/learning/routes/course')).CourseRoute,
        }),
      },
      {
        path: 'learning/courses/:idOrSlug/lessons/:lessonId',
        lazy: async () => ({
          Component: (await import('../features/learning/routes/lesson')).LessonRoute,
        }),
      },
      {
        path: 'learning/my',
        lazy: async () => ({
          Component: (await import('../features/learning/routes/my-learning')).MyLearningRoute,
        }),
      },
      {
        path: 'learning/certificates',
        lazy: async () => ({
          Component: (await import('../features/learning/routes/certificates')).CertificatesRoute,
        }),
      },
      {
        path: 'learning/achievements',
        lazy: async () => ({
          Component: (await import('../features/learning/routes/achievements')).AchievementsRoute,
        }),
      },
      // The instructor's course studio (features/learning-studio); the pages check the ability.
      {
        path: 'learning/studio',
        lazy: async () => ({
          Component: (await import('../features/learning-studio/routes/studio-courses'))
            .StudioCoursesRoute,
        }),
      },
      {
        path: 'learning/studio/analytics',
        lazy: async () => ({
          Component: (await import('../features/learning-studio/routes/studio-analytics'))
            .StudioAnalyticsRoute,
        }),
      },
      {
        path: 'learning/studio/:courseId',
        lazy: async () => ({
          Component: (await import('../features/learning-studio/routes/course-editor'))
            .CourseEditorRoute,
        }),
      },
    ],
  },
];

/** Inside the blank layout: the account screens and the development mailbox. */
export const BLANK_LAYOUT_ROUTES: RouteObject[] = [
  {
    path: 'register',
    lazy: async () => ({
      Component: (await import('../features/auth/routes/register')).RegisterRoute,
    }),
  },
  {
    // The e-mail verification link and the public certificate page (`/verify/PMJ-…`, no login).
    path: 'verify/:token',
    lazy: async () => ({
      Component: (await import('./routes/verify-link')).VerifyLinkRoute,
    }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({
      Component: (await import('../features/auth/routes/forgot-password')).ForgotPasswordRoute,
    }),
  },
  {
    path: 'reset-password/:token',
    lazy: async () => ({
      Component: (await import('../features/auth/routes/reset-password')).ResetPasswordRoute,
    }),
  },
  {
    // Needs a session, and only while the account has no PIN.
    id: 'pin-setup',
    lazy: async () => ({ Component: (await import('./routes/protected')).PinSetupRoute }),
    children: [
      {
        path: 'set-pin',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/set-pin')).SetPinRoute,
        }),
      },
    ],
  },
  {
    path: 'dev/mailbox',
    lazy: async () => ({
      Component: (await import('../features/dev-mailbox/routes/dev-mailbox')).DevMailboxRoute,
    }),
  },
];
