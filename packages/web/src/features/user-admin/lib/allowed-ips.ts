/** The allow-list as typed: one address or network per line, commas and spaces also separate. */
export function parseAllowedIps(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The allow-list as the text area shows it. */
export function formatAllowedIps(ips: readonly string[]): string {
  return ips.join('\n');
}

/**
 * The message for the allow-list field from the form's errors (keyed `allowed_ips.<n>` by the
 * contract): names the entry that is not an address or network, so it can be found in a long list.
 */
export function allowedIpsError(
  errors: Record<string, React.ReactNode>,
  text: string,
  badEntry: (value: string) => string,
): React.ReactNode {
  const key = Object.keys(errors).find((name) => name === 'allowed_ips' || name.startsWith('allowed_ips.'));
  if (!key) return undefined;
  const index = Number(key.split('.')[1]);
  const entry = Number.isInteger(index) ? parseAllowedIps(text)[index] : undefined;
  return entry === undefined ? errors[key] : badEntry(entry);
}
