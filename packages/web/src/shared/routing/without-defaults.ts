/**
 * A list's state for its address bar: the values that are set and differ from their defaults, so
 * `/users?status=active` rather than `/users?s=&status=active&page=1`.
 */
export function withoutDefaults(
  values: Record<string, string | undefined>,
  defaults: Record<string, string>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value && value !== defaults[key]) kept[key] = value;
  return kept;
}
