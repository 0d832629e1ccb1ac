import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { fetchPublicConfig } from '@/shared/session/session';
import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layouts/root-layout';
import { paths } from '@/shared/routing/paths';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouteHandle } from './route-handle';
import { guards } from './session';

const crumb = (key: string, to?: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  crumb: key,
  to,
  ...extra,
});
const to = (target: string) => () => redirect(target);
// Guards run before every navigation, not only when their own route segment changes (docs/product.md#route-guards).
const always = () => true;

// The layouts load like pages (issue 26 §4): React Router fetches a layout's chunk and its page's
// at the same time, and the shell no longer carries the header, menus and dialogs of every layout.
const layouts = {
  query: lazyPage(
    () => import('./layouts/query-layout'),
    (m) => m.QueryLayout,
  ),
  login: lazyPage(
    () => import('./layouts/login-layout'),
    (m) => m.LoginLayout,
  ),
  basic: lazyPage(
    () => import('./layouts/basic-layout'),
    (m) => m.BasicLayout,
  ),
  default: lazyPage(
    () => import('./layouts/default-layout'),
    (m) => m.DefaultLayout,
  ),
  settings: lazyPage(
    () => import('./layouts/settings-layout'),
    (m) => m.SettingsLayout,
  ),
};
const notFoundPage = lazyPage(
  () => import('./not-found-page'),
  (m) => m.NotFoundPage,
);
const authRoutes = () => import('./routes/auth-routes');
const settingsPages = {
  profile: () => import('@/features/settings/pages/settings-profile-page'),
  notify: () => import('@/features/settings/pages/settings-notify-page'),
  email: () => import('@/features/settings/pages/settings-email-page'),
  password: () => import('@/features/settings/pages/settings-password-page'),
};
const admin = {
  index: () => import('@/features/admin-dashboard/pages/administration-page'),
  users: () => import('@/features/user-admin/pages/admin-users-page'),
  apiUsers: () => import('@/features/api-users/pages/api-users-page'),
  notifications: () => import('@/features/notifications/pages/admin-notifications-page'),
  verifications: () => import('@/features/verification-log/pages/verification-log-page'),
  upload: () => import('@/features/incident-import/pages/admin-upload-incidents-page'),
  registers: () => import('./routes/registers-route'),
  reports: () => import('@/features/reports/pages/reports-page'),
  prudence: () => import('@/features/prudence/pages/admin-prudence-page'),
  user: () => import('@/features/user-admin/pages/user-settings-page'),
  audit: () => import('@/features/audit/pages/audit-log-page'),
  securityEvents: () => import('@/features/security-events/pages/security-events-page'),
  personalData: () => import('@/features/personal-data/pages/personal-data-page'),
  subjectRequests: () => import('@/features/data-subject-requests/pages/subject-requests-page'),
  consentVersions: () => import('@/features/consent/pages/consent-versions-page'),
  apiUser: () => import('@/features/api-users/pages/api-user-page'),
  identityLinks: () => import('@/features/links/pages/admin-links-settings-page'),
};

const ratingPages = {
  list: () => import('@/features/rating/pages/rating-page'),
  company: () => import('@/features/rating/pages/company-rating-page'),
};

const guestRoutes: RouteObject[] = [
  { path: paths.login, lazy: lazyPage(authRoutes, (m) => m.LoginRoute) },
  { path: paths.recoveryPassword, lazy: lazyPage(authRoutes, (m) => m.RecoveryPasswordRoute) },
  { path: paths.passwordReset, lazy: lazyPage(authRoutes, (m) => m.PasswordResetRoute) },
  { path: paths.unlock, lazy: lazyPage(authRoutes, (m) => m.UnlockRoute) },
  { path: paths.registrationPre, lazy: lazyPage(authRoutes, (m) => m.RegistrationPreRoute) },
  { path: paths.registrationTerms, lazy: lazyPage(authRoutes, (m) => m.RegistrationTermsRoute) },
  { path: paths.registration, lazy: lazyPage(authRoutes, (m) => m.RegistrationRoute) },
];

const analysisRoutes: RouteObject = {
  path: paths.analysis,
  handle: crumb('nav.analysis', paths.analysisCargo),
  children: [
    { index: true, loader: to(paths.analysisCargo) },
    {
      path: 'cargo',
      handle: crumb('nav.analysis_cargo'),
      lazy: lazyPage(
        () => import('@/features/analysis/pages/analysis-cargo-page'),
        (m) => m.AnalysisCargoPage,
      ),
    },
    {
      path: 'incidents',
      handle: crumb('nav.analysis_incidents'),
      lazy: lazyPage(
        () => import('@/features/analysis/pages/analysis-incidents-page'),
        (m) => m.AnalysisIncidentsPage,
      ),
    },
    {
      path: 'geo',
      handle: crumb('nav.analysis_geo'),
      lazy: lazyPage(
        () => import('@/features/analysis/pages/analysis-geo-page'),
        (m) => m.AnalysisGeoPage,
      ),
    },
    {
      path: 'damage',
      handle: crumb('nav.analysis_damage'),
      lazy: lazyPage(
        () => import('@/features/analysis/pages/analysis-damage-page'),
        (m) => m.AnalysisDamagePage,
      ),
    },
    {
      path: 'rating',
      handle: crumb('nav.analysis_rating'),
      lazy: lazyPage(
        () => import('@/features/analysis/pages/analysis-rating-page'),
        (m) => m.AnalysisRatingPage,
      ),
    },
  ],
};

const incidentRoutes: RouteObject = {
  path: paths.incidents,
  handle: crumb('nav.incidents', paths.incidents, { hideFooter: true }),
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import('@/features/incidents/pages/incidents-page'),
        (m) => m.IncidentsPage,
      ),
    },
    {
      path: 'view/:id',
      handle: crumb('nav.incident_view'),
      lazy: lazyPage(
        () => import('@/features/incidents/pages/incident-view-page'),
        (m) => m.IncidentViewPage,
      ),
    },
    // The same form creates at edit/new (a static segment outranks :id); only its crumb differs.
    {
      path: 'edit/new',
      handle: crumb('nav.incident_create'),
      loader: guards.requireStaff,
      lazy: lazyPage(
        () => import('@/features/incidents/pages/incident-edit-page'),
        (m) => m.IncidentEditPage,
      ),
    },
    {
      path: 'edit/:id',
      handle: crumb('nav.incident_edit'),
      loader: guards.requireStaff,
      lazy: lazyPage(
        () => import('@/features/incidents/pages/incident-edit-page'),
        (m) => m.IncidentEditPage,
      ),
    },
  ],
};

const settingsRoutes: RouteObject = {
  path: paths.settings,
  lazy: layouts.settings,
  handle: crumb('nav.settings', paths.settingsProfile),
  children: [
    { index: true, loader: to(paths.settingsProfile) },
    {
      path: 'profile',
      handle: crumb('nav.settings_profile'),
      lazy: lazyPage(settingsPages.profile, (m) => m.SettingsProfilePage),
    },
    {
      path: 'notify',
      handle: crumb('nav.settings_notify'),
      lazy: lazyPage(settingsPages.notify, (m) => m.SettingsNotifyPage),
    },
    {
      path: 'security',
      handle: crumb('nav.settings_security', paths.settingsSecurityEmail),
      children: [
        { index: true, loader: to(paths.settingsSecurityEmail) },
        {
          path: 'email',
          handle: crumb('nav.settings_email'),
          lazy: lazyPage(settingsPages.email, (m) => m.SettingsEmailPage),
        },
        {
          path: 'password',
          handle: crumb('nav.settings_password'),
          lazy: lazyPage(settingsPages.password, (m) => m.SettingsPasswordPage),
        },
      ],
    },
  ],
};

const administrationRoutes: RouteObject = {
  path: paths.administration,
  handle: crumb('nav.administration', paths.administration),
  children: [
    {
      loader: guards.requireStaffOrReports,
      shouldRevalidate: always,
      children: [
        { index: true, lazy: lazyPage(admin.index, (m) => m.AdministrationPage) },
        {
          path: 'reports',
          handle: crumb('nav.admin_reports'),
          lazy: lazyPage(admin.reports, (m) => m.AdminReportsPage),
        },
        {
          path: 'commercial_prudence',
          handle: crumb('nav.admin_commercial_prudence'),
          lazy: lazyPage(admin.prudence, (m) => m.AdminPrudencePage),
        },
        {
          path: 'personal_data',
          handle: crumb('nav.admin_personal_data'),
          lazy: lazyPage(admin.personalData, (m) => m.PersonalDataPage),
        },
      ],
    },
    {
      loader: guards.requireStaff,
      shouldRevalidate: always,
      children: [
        { path: 'users', handle: crumb('nav.admin_users'), lazy: lazyPage(admin.users, (m) => m.AdminUsersPage) },
        {
          path: 'api_users',
          handle: crumb('nav.admin_api_users'),
          lazy: lazyPage(admin.apiUsers, (m) => m.AdminApiUsersPage),
        },
        {
          path: 'notifications',
          handle: crumb('nav.admin_notifications'),
          lazy: lazyPage(admin.notifications, (m) => m.AdminNotificationsPage),
        },
        {
          path: 'verifications',
          handle: crumb('nav.admin_verifications'),
          lazy: lazyPage(admin.verifications, (m) => m.AdminVerificationsPage),
        },
        {
          path: 'uploadincidents',
          handle: crumb('nav.admin_upload_incidents'),
          lazy: lazyPage(admin.upload, (m) => m.AdminUploadIncidentsPage),
        },
        {
          path: 'registers',
          handle: crumb('nav.admin_registers'),
          lazy: lazyPage(admin.registers, (m) => m.RegistersRoute),
        },
        { path: 'audit', handle: crumb('nav.admin_audit'), lazy: lazyPage(admin.audit, (m) => m.AuditLogPage) },
        {
          path: 'security_events',
          handle: crumb('nav.admin_security_events'),
          lazy: lazyPage(admin.securityEvents, (m) => m.SecurityEventsPage),
        },
        {
          path: 'identity_links',
          handle: crumb('nav.admin_identity_links'),
          lazy: lazyPage(admin.identityLinks, (m) => m.AdminLinksSettingsPage),
        },
        // issue 28 §3-§4: the data subject's requests and the consent document
        {
          path: 'personal_data/requests',
          handle: crumb('nav.admin_personal_data_requests'),
          lazy: lazyPage(admin.subjectRequests, (m) => m.SubjectRequestsPage),
        },
        {
          path: 'personal_data/consent',
          handle: crumb('nav.admin_personal_data_consent'),
          lazy: lazyPage(admin.consentVersions, (m) => m.ConsentVersionsPage),
        },
      ],
    },
  ],
};

const staffUserRoutes: RouteObject = {
  loader: guards.requireStaff,
  shouldRevalidate: always,
  handle: crumb('nav.administration', paths.administration),
  children: [
    {
      path: paths.userSettings.pattern,
      handle: crumb('nav.user_settings'),
      lazy: lazyPage(admin.user, (m) => m.UserSettingsPage),
    },
    {
      path: paths.apiUserSettings.pattern,
      handle: crumb('nav.api_user_settings'),
      lazy: lazyPage(admin.apiUser, (m) => m.ApiUserSettingsPage),
    },
  ],
};

const signedInRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('./routes/main-route'),
      (m) => m.MainRoute,
    ),
  },
  {
    path: paths.dashboard,
    handle: crumb('nav.dashboard'),
    lazy: lazyPage(
      () => import('./routes/main-route'),
      (m) => m.MainRoute,
    ),
  },
  {
    path: paths.news.pattern,
    handle: crumb('nav.news'),
    lazy: lazyPage(
      () => import('@/features/content/pages/news-page'),
      (m) => m.NewsPage,
    ),
  },
  incidentRoutes,
  analysisRoutes,
  {
    path: paths.verification,
    handle: crumb('nav.verification'),
    lazy: lazyPage(
      () => import('@/features/verification/pages/verification-page'),
      (m) => m.VerificationPage,
    ),
  },
  {
    path: paths.notification,
    handle: crumb('nav.notifications', paths.notificationPage.build(1)),
    children: [
      { index: true, loader: to(paths.notificationPage.build(1)) },
      {
        path: 'page/:page',
        lazy: lazyPage(
          () => import('@/features/notifications/pages/notifications-page'),
          (m) => m.NotificationsPage,
        ),
      },
    ],
  },
  {
    path: paths.services,
    handle: crumb('nav.services'),
    lazy: lazyPage(
      () => import('@/features/content/pages/services-page'),
      (m) => m.ServicesPage,
    ),
  },
  {
    path: paths.support,
    handle: crumb('nav.support'),
    lazy: lazyPage(
      () => import('@/features/content/pages/support-page'),
      (m) => m.SupportPage,
    ),
  },
  {
    path: paths.faq,
    handle: crumb('nav.faq'),
    lazy: lazyPage(
      () => import('@/features/content/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: paths.policy,
    handle: crumb('nav.policy'),
    lazy: lazyPage(
      () => import('@/features/content/pages/policy-page'),
      (m) => m.PolicyPage,
    ),
  },
  {
    path: paths.prudence,
    handle: crumb('nav.prudence', undefined, { hideFooter: true }),
    // docs/product.md#per-user-verification-settings: only with enable_commercial_prudence (the server refuses the rest with 403 too)
    loader: guards.requirePrudence,
    shouldRevalidate: always,
    lazy: lazyPage(
      () => import('@/features/prudence/pages/prudence-page'),
      (m) => m.PrudencePage,
    ),
  },
  {
    path: paths.links.pattern,
    handle: crumb('nav.links'),
    // Cytoscape comes with this page only, in a chunk of its own (docs/decisions/0058-link-explorer-graph-library.md).
    lazy: lazyPage(
      () => import('@/features/links/pages/links-page'),
      (m) => m.LinksPage,
    ),
  },
  {
    path: paths.rating,
    handle: crumb('nav.rating', paths.rating),
    children: [
      { index: true, lazy: lazyPage(ratingPages.list, (m) => m.RatingPage) },
      {
        path: ':inn',
        handle: crumb('rating.company.crumb'),
        lazy: lazyPage(ratingPages.company, (m) => m.CompanyRatingPage),
      },
    ],
  },
  settingsRoutes,
  administrationRoutes,
  staffUserRoutes,
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // The config (support phone, product name) is wanted by every layout; a failure is not fatal.
    loader: () =>
      fetchPublicConfig().then(
        () => null,
        () => null,
      ),
    shouldRevalidate: () => false,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: () => <RouteErrorBoundary standalone />,
    children: [
      {
        lazy: layouts.query,
        children: [
          { lazy: layouts.login, loader: guards.requireGuest, shouldRevalidate: always, children: guestRoutes },
          {
            id: 'signed-in',
            lazy: layouts.basic,
            loader: guards.requireUser,
            shouldRevalidate: always,
            children: [{ ErrorBoundary: () => <RouteErrorBoundary />, children: signedInRoutes }],
          },
          {
            lazy: layouts.default,
            children: [
              { path: paths.notFound, lazy: notFoundPage },
              // docs/product.md#page-not-found: an unknown path redirects to /404. The route still names what it shows: a leaf
              // without one makes React Router warn "No routes matched"/"does not have an element"
              // in the console of every mistyped address (issue 23 §13).
              { path: '*', loader: to(paths.notFound), lazy: notFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
