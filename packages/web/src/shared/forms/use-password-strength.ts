import {
  accountWords,
  findPasswordProblem,
  type PasswordAccount,
  type PasswordEstimator,
  type PasswordProblem,
  type PasswordScore,
} from '@cargo-sentry/contracts/auth/password-policy';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';

let estimatorLoad: Promise<PasswordEstimator> | undefined;

/**
 * The strength estimator of the one password rule, loaded once and only by the forms that set a
 * password: its dictionaries (~220 KB gzipped) stay out of every other page's bundle.
 */
function loadEstimator(): Promise<PasswordEstimator> {
  estimatorLoad ??= import('@cargo-sentry/contracts/auth/password-strength').then(
    (module) => module.estimatePasswordStrength,
  );
  return estimatorLoad;
}

export interface PasswordStrength {
  /** zxcvbn's 0–4; undefined while the estimator loads or the field is empty. */
  score?: PasswordScore;
  /** What the one password rule refuses in this password, if anything (same rule as the server). */
  problem?: PasswordProblem;
  /** The rule's verdict on `password` now, undebounced (for submit); undefined until the estimator is loaded. */
  problemOf(password: string): PasswordProblem | undefined;
}

/** Estimates the password as it is typed (debounced), with the rule's verdict for the account. */
export function usePasswordStrength(password: string, account: PasswordAccount): PasswordStrength {
  const [estimate, setEstimate] = useState<PasswordEstimator>();
  const [typed] = useDebouncedValue(password, 150);
  const { username, email, company } = account;
  useEffect(() => {
    let isCurrent = true;
    void loadEstimator().then((loaded) => {
      if (isCurrent) setEstimate(() => loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return useMemo(() => {
    const owner = { username, email, company };
    const problemOf = (value: string) => (estimate ? findPasswordProblem(value, owner, estimate) : undefined);
    if (!estimate || typed === '') return { problemOf };
    const score = estimate(typed, accountWords(owner));
    return { score, problem: findPasswordProblem(typed, owner, () => score), problemOf };
  }, [estimate, typed, username, email, company]);
}
