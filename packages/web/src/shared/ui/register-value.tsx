import { registerTermOf, type RegisterTerm, type RegisterTermKind } from '@cargo-sentry/contracts/registers/terms';
import { useTranslation } from 'react-i18next';
import { Quoted } from './quoted';

/** `kind.term` of every known register word: the catalog keys under `register`. */
type TermKey = { [K in RegisterTermKind]: `${K}.${RegisterTerm<K>}` }[RegisterTermKind];

/** A register's word from a known set (statuses, flags, roles) in the page's language; any other word quoted as given. */
export function RegisterValue({ kind, value }: { kind: RegisterTermKind; value: string }) {
  const { t } = useTranslation();
  const term = registerTermOf(kind, value);
  if (!term) return <Quoted value={value} />;
  return <>{t(`register.${`${kind}.${term}` as TermKey}`)}</>;
}
