// ESLint rule `local/no-repo-reexport` (one of the local rules, ./index.mjs): no file of a server
// module hands on the names of a repo. A module's service is its one public face, and it answers
// with functions of its own, named in the domain's words; a repo's queries, rows and SQL stay
// inside the module (docs/architecture.md#how-modules-talk). The layer rule already refuses another
// module's repo imported directly; this closes the way round it, through a re-export:
//   - `export … from './repo'`, `export * from './repo'`, `export type … from './repo'`;
//   - `export { name }` of a name imported from a repo, or `export const x = repo.y` / `= y`.
// A repo is a file named `repo` or `*-repo` (`usage-repo.ts`, `saved-filters-repo.ts`).
// packages/server/test/layers.test.ts proves the rule reports each kind and lets a service pass.

/** Whether an import source names a repo file of the module (`./repo`, `../x/usage-repo.ts`). */
function isRepoSource(source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return false;
  const last = source
    .split('/')
    .pop()
    .replace(/\.(ts|js|mjs)$/, '');
  return last === 'repo' || last.endsWith('-repo');
}

/** `x as T`, `x!`, `x satisfies T`: the expression inside. */
function unwrap(node) {
  let n = node;
  while (n && ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(n.type)) n = n.expression;
  return n;
}

/** @type {import('eslint').Rule.RuleModule} */
const noRepoReexport = {
  meta: {
    type: 'problem',
    docs: { description: "disallow handing on a repo's names: a service answers with functions of its own" },
    schema: [],
    messages: {
      reexport:
        "`{{source}}` is re-exported: a module's repo stays inside it. Give the service a function of its own, named in the domain's words (docs/architecture.md#how-modules-talk)",
      handsOn:
        "`{{name}}` comes from `{{source}}` and is exported as it is: a module's repo stays inside it. Give the service a function of its own (docs/architecture.md#how-modules-talk)",
    },
  },
  create(context) {
    /** Local name → repo source, for every name this file imports from a repo. */
    const fromRepo = new Map();

    function reportIfFromRepo(node, name) {
      const source = fromRepo.get(name);
      if (source !== undefined) context.report({ node, messageId: 'handsOn', data: { name, source } });
    }

    /** A value that is a repo's name itself, or a member of a repo namespace (`repo.findUser`). */
    function checkValue(node) {
      const value = unwrap(node);
      if (value?.type === 'Identifier') reportIfFromRepo(value, value.name);
      if (value?.type === 'MemberExpression' && value.object.type === 'Identifier')
        reportIfFromRepo(value, value.object.name);
    }

    return {
      ImportDeclaration(node) {
        if (!isRepoSource(node.source.value)) return;
        for (const specifier of node.specifiers) fromRepo.set(specifier.local.name, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (isRepoSource(node.source.value))
          context.report({ node, messageId: 'reexport', data: { source: node.source.value } });
      },
      ExportNamedDeclaration(node) {
        if (node.source) {
          if (isRepoSource(node.source.value))
            context.report({ node, messageId: 'reexport', data: { source: node.source.value } });
          return;
        }
        for (const specifier of node.specifiers) {
          if (specifier.local.type === 'Identifier') reportIfFromRepo(specifier, specifier.local.name);
        }
        if (node.declaration?.type === 'VariableDeclaration') {
          for (const declarator of node.declaration.declarations) checkValue(declarator.init);
        }
      },
      ExportDefaultDeclaration(node) {
        checkValue(node.declaration);
      },
    };
  },
};

export default noRepoReexport;
