export type Catalog = { [key: string]: string | Catalog };

/** Deep-merges catalogs; a later catalog may not silently overwrite an earlier leaf. */
export function mergeCatalogs(catalogs: Catalog[]): Catalog {
  const merged: Catalog = {};
  const visit = (target: Catalog, source: Catalog, path: string) => {
    for (const [key, value] of Object.entries(source)) {
      const here = path ? `${path}.${key}` : key;
      const existing = target[key];
      if (typeof value === 'string') {
        if (existing !== undefined) throw new Error(`i18n key defined twice: ${here}`);
        target[key] = value;
      } else {
        if (typeof existing === 'string') throw new Error(`i18n key defined twice: ${here}`);
        const child = existing ?? {};
        target[key] = child;
        visit(child, value, here);
      }
    }
  };
  for (const catalog of catalogs) visit(merged, catalog, '');
  return merged;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Flat key list with plural suffixes folded, so ru (one/few/many) and en (one/other) compare equal. */
export function catalogKeys(catalog: Catalog, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.add(path.replace(pluralSuffix, ''));
    else for (const child of catalogKeys(value, path)) keys.add(child);
  }
  return [...keys].sort();
}
