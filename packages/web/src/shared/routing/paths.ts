/** Every URL of the SPA (docs/product.md#screens-and-routes). Patterns for the router, builders for links. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  news: { pattern: '/news/:id', build: (id: number | string) => `/news/${id}` },

  login: '/login',
  recoveryPassword: '/recovery_password',
  passwordReset: '/password_reset',
  unlock: '/unlock',
  registrationPre: '/registrationPre',
  registrationTerms: '/registration_terms',
  registration: '/registration',

  incidents: '/incidents',
  incidentView: { pattern: '/incidents/view/:id', build: (id: number | string) => `/incidents/view/${id}` },
  incidentEdit: { pattern: '/incidents/edit/:id', build: (id: number | string) => `/incidents/edit/${id}` },
  incidentCreate: '/incidents/edit/new',

  analysis: '/analysis',
  analysisCargo: '/analysis/cargo',
  analysisIncidents: '/analysis/incidents',
  analysisGeo: '/analysis/geo',
  analysisDamage: '/analysis/damage',
  analysisRating: '/analysis/rating',

  verification: '/verification',
  notification: '/notification',
  notificationPage: { pattern: '/notification/page/:page', build: (page: number) => `/notification/page/${page}` },
  services: '/services',
  support: '/support',
  faq: '/faq',
  policy: '/policy',
  prudence: '/prudence',
  rating: '/rating',
  ratingCompany: { pattern: '/rating/:inn', build: (inn: string) => `/rating/${inn}` },
  /** The link explorer, opened on one identifier: `/links?kind=plate&value=А123ВС77`. */
  links: {
    pattern: '/links',
    build: (kind: string, value: string) => `/links?${new URLSearchParams({ kind, value }).toString()}`,
  },

  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsNotify: '/settings/notify',
  settingsSecurity: '/settings/security',
  settingsSecurityEmail: '/settings/security/email',
  settingsSecurityPassword: '/settings/security/password',

  administration: '/administration',
  adminUsers: '/administration/users',
  adminApiUsers: '/administration/api_users',
  adminNotifications: '/administration/notifications',
  adminVerifications: '/administration/verifications',
  adminUploadIncidents: '/administration/uploadincidents',
  adminReports: '/administration/reports',
  adminCommercialPrudence: '/administration/commercial_prudence',
  adminRegisters: '/administration/registers',
  adminAudit: '/administration/audit',
  adminPersonalDataRequests: '/administration/personal_data/requests',
  adminPersonalDataConsent: '/administration/personal_data/consent',
  userSettings: { pattern: '/user/:id', build: (id: number | string) => `/user/${id}` },
  apiUserSettings: { pattern: '/api_user/:id', build: (id: number | string) => `/api_user/${id}` },

  notFound: '/404',
} as const;

/** A same-site path to return to after sign-in; anything else falls back to the main page. */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return paths.home;
  return next;
}
