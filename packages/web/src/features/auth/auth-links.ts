/** The URLs the auth screens link to; the app passes them in from its `paths`. */
export interface AuthLinks {
  login: string;
  recoveryPassword: string;
  registrationPre: string;
  registrationTerms: string;
  registration: string;
}
