import type { Rollup } from 'vite';

type Node = { type: string; [key: string]: unknown };
type Names = Set<string> | 'all';

interface Specifier extends Node {
  imported?: { name?: string; value?: string };
  local?: { name?: string; value?: string };
  exported?: { name?: string; value?: string };
}

const nameOf = (id: { name?: string; value?: string } | undefined) => id?.name ?? id?.value ?? '';
const sourceOf = (statement: Node) => (statement.source as { value?: string } | null | undefined)?.value;
const isReexport = (statement: Node) =>
  (statement.type === 'ExportNamedDeclaration' && sourceOf(statement) !== undefined) ||
  statement.type === 'ExportAllDeclaration';

/** The module's import and re-export sources in the order Rollup lists their ids in `importedIds`. */
function sourcesInOrder(body: Node[]): string[] {
  const sources: string[] = [];
  for (const statement of body) {
    const source = statement.type === 'ImportDeclaration' || isReexport(statement) ? sourceOf(statement) : undefined;
    if (source !== undefined && !sources.includes(source)) sources.push(source);
  }
  return sources;
}

/**
 * The modules a set of root modules really use: all that a used module imports, but from a
 * barrel (a module of re-exports only, such as `@mantine/core`'s index) only the modules that
 * define the names asked for. Following every import of a barrel, as `importedIds` does, would
 * reach the whole library.
 */
export function usedModules(roots: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const asked = new Map<string, Names>();
  const used = new Set<string>();
  const queue: [string, Names][] = roots.map((id) => [id, 'all']);
  const ask = (id: string | undefined, names: Names) => {
    if (id) queue.push([id, names]);
  };
  while (queue.length > 0) {
    const [id, names] = queue.pop() as [string, Names];
    const before = asked.get(id);
    if (before === 'all') continue;
    if (before && names !== 'all' && [...names].every((name) => before.has(name))) continue;
    asked.set(id, names === 'all' ? 'all' : new Set([...(before ?? []), ...names]));
    const info = getModuleInfo(id);
    if (!info || info.isExternal) continue;
    const body = ((info.ast as unknown as { body?: Node[] } | null)?.body ?? []).filter(
      (statement) => !(statement.type === 'ExpressionStatement' && 'directive' in statement),
    );
    const sources = sourcesInOrder(body);
    if (sources.length !== info.importedIds.length) {
      // the order cannot be matched: count it used with everything it imports
      used.add(id);
      for (const imported of info.importedIds) ask(imported, 'all');
      continue;
    }
    const idOf = (statement: Node) => info.importedIds[sources.indexOf(sourceOf(statement) ?? '')];
    // `import 'x'` runs x for its side effects; of a module without any (package.json
    // `sideEffects: false`, as Mantine's own `import '@mantine/hooks'` lines) Rollup keeps nothing
    const runFor = (statement: Node) => {
      const target = idOf(statement);
      if (getModuleInfo(target)?.moduleSideEffects !== false) ask(target, 'all');
    };
    // a barrel: imports and exports only, no code of its own
    const barrel =
      body.length > 0 &&
      body.every(
        (statement) =>
          statement.type === 'ImportDeclaration' ||
          isReexport(statement) ||
          (statement.type === 'ExportNamedDeclaration' && !statement.declaration),
      );
    if (barrel && names !== 'all') {
      // what each imported binding is: the module and the name it has there
      const bindings = new Map<string, [string | undefined, Names]>();
      for (const statement of body) {
        if (statement.type !== 'ImportDeclaration') continue;
        const specifiers = (statement.specifiers as Specifier[] | undefined) ?? [];
        if (specifiers.length === 0) runFor(statement);
        for (const specifier of specifiers) {
          const imported =
            specifier.type === 'ImportNamespaceSpecifier'
              ? 'all'
              : new Set([specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported)]);
          bindings.set(nameOf(specifier.local), [idOf(statement), imported]);
        }
      }
      for (const name of names) {
        for (const statement of body) {
          if (statement.type === 'ExportAllDeclaration') {
            const exported = nameOf(statement.exported as Specifier['exported']);
            if (exported === name) ask(idOf(statement), 'all');
            else if (!exported && getModuleInfo(idOf(statement))?.exports?.includes(name)) {
              ask(idOf(statement), new Set([name]));
            }
            continue;
          }
          if (statement.type !== 'ExportNamedDeclaration') continue;
          for (const specifier of (statement.specifiers as Specifier[] | undefined) ?? []) {
            if (nameOf(specifier.exported) !== name) continue;
            if (sourceOf(statement) !== undefined) ask(idOf(statement), new Set([nameOf(specifier.local)]));
            else ask(...(bindings.get(nameOf(specifier.local)) ?? [undefined, 'all']));
          }
        }
      }
      continue;
    }
    used.add(id);
    asked.set(id, 'all');
    for (const statement of body) {
      if (statement.type === 'ImportDeclaration') {
        const specifiers = (statement.specifiers as Specifier[] | undefined) ?? [];
        if (specifiers.length === 0) runFor(statement);
        else if (specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')) ask(idOf(statement), 'all');
        else {
          ask(
            idOf(statement),
            new Set(specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported)))),
          );
        }
      } else if (statement.type === 'ExportAllDeclaration') {
        ask(idOf(statement), 'all');
      } else if (isReexport(statement)) {
        const specifiers = (statement.specifiers as Specifier[] | undefined) ?? [];
        ask(idOf(statement), new Set(specifiers.map((s) => nameOf(s.local))));
      }
    }
  }
  return used;
}

/**
 * A `manualChunks` rule that puts what the first pages use, beyond the shell, into one chunk
 * (issue 26 §4). Rollup otherwise cuts the modules that many lazy routes share by the exact set
 * of routes using each, and the login page fetched 47 scripts, the main page 58, a round trip each
 * over HTTP/1.1. `roots` are the first pages' lazy route modules (they stay chunks of their own);
 * the shell (the entry and what it uses) is left where it is. Needs `onlyExplicitManualChunks`, or
 * Rollup pulls every dependency of the chunk's modules into it, the shell's own too.
 */
export function firstViewChunk(name: string, roots: string[]): Rollup.GetManualChunk {
  let members: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!members) {
      const ids = [...getModuleIds()];
      const missing = roots.filter((root) => !ids.includes(root));
      if (missing.length > 0) throw new Error(`first-view chunk: no module ${missing.join(', ')}`);
      const entries = ids.filter((moduleId) => getModuleInfo(moduleId)?.isEntry);
      const shell = usedModules(entries, getModuleInfo);
      members = new Set(
        [...usedModules(roots, getModuleInfo)].filter(
          (moduleId) => !shell.has(moduleId) && !roots.includes(moduleId) && getModuleInfo(moduleId)?.isIncluded,
        ),
      );
    }
    return members.has(id) ? name : undefined;
  };
}
