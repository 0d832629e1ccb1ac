import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { SourceLine } from '@/shared/identity-links/source-line';

/**
 * Where two identifiers were seen together, each source as the consistency card shows it: the
 * day, what it was, and a link to the incident card, the user's own check or the register.
 */
export function SourceList({ sources }: { sources: LinkSource[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {sources.map((source, index) => (
        <li key={`${source.kind}-${source.id ?? index}-${source.date}`}>
          <SourceLine source={source} />
        </li>
      ))}
    </ul>
  );
}
