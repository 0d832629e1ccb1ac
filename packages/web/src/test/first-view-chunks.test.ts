// @vitest-environment node
import { parseAst, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { usedModules } from '../../scripts/first-view-chunks';

/** A module graph as Rollup describes it: `imports` maps each source to its module's id. */
function graph(modules: Record<string, { code: string; imports?: Record<string, string>; sideEffects?: boolean }>) {
  const infos = new Map<string, Rollup.ModuleInfo>();
  for (const [id, { code, imports = {}, sideEffects = true }] of Object.entries(modules)) {
    const ast = parseAst(code);
    const exports = ast.body.flatMap((statement) => {
      if (statement.type !== 'ExportNamedDeclaration') return [];
      if (statement.declaration?.type === 'VariableDeclaration') {
        return statement.declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : ''));
      }
      return statement.specifiers.map((s) =>
        s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value),
      );
    });
    infos.set(id, {
      id,
      ast,
      importedIds: Object.values(imports),
      exports,
      moduleSideEffects: sideEffects,
      isExternal: false,
    } as unknown as Rollup.ModuleInfo);
  }
  return (id: string) => infos.get(id) ?? null;
}

const library = {
  // a barrel, as @mantine/core's index: re-exports, a side-effect import, a namespace passed on
  lib: {
    code: "import './setup'; import * as all from './everything'; export { A } from './a'; export { B } from './b'; export * from './star'; export { all };",
    imports: { './setup': 'setup', './everything': 'everything', './a': 'a', './b': 'b', './star': 'star' },
    sideEffects: false,
  },
  setup: { code: 'globalThis.ready = true;' },
  everything: { code: 'export const x = 1;' },
  // as Mantine's components: a named import and a bare `import 'hooks'` of a side-effect-free package
  a: {
    code: "import { h } from 'hooks'; import 'hooks'; export const A = () => h();",
    imports: { hooks: 'hooks' },
    sideEffects: false,
  },
  b: { code: 'export const B = 2;', sideEffects: false },
  star: { code: 'export const S = 3;', sideEffects: false },
  hooks: {
    code: "export { h } from './h'; export { u } from './u';",
    imports: { './h': 'h', './u': 'u' },
    sideEffects: false,
  },
  h: { code: 'export const h = () => 1;', sideEffects: false },
  u: { code: 'export const u = () => 2;', sideEffects: false },
};

describe('the modules a first view uses', () => {
  it("follows a barrel's exports that are asked for, not all it re-exports", () => {
    const info = graph({ ...library, view: { code: "import { A } from 'lib'; A();", imports: { lib: 'lib' } } });
    expect([...usedModules(['view'], info)].sort()).toEqual(['a', 'h', 'setup', 'view']);
  });

  it('finds a name behind `export *` and a namespace passed on', () => {
    const info = graph({
      ...library,
      view: { code: "import { S, all } from 'lib'; S(all);", imports: { lib: 'lib' } },
    });
    expect([...usedModules(['view'], info)].sort()).toEqual(['everything', 'setup', 'star', 'view']);
  });

  it('takes a whole barrel imported as a namespace', () => {
    const info = graph({ ...library, view: { code: "import * as lib from 'lib'; lib.B();", imports: { lib: 'lib' } } });
    expect(usedModules(['view'], info)).toEqual(new Set(['view', 'lib', 'setup', 'everything', 'a', 'b', 'star', 'h']));
  });
});
