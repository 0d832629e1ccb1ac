// ESLint rule `local/no-module-state` (one of the local rules, ./index.mjs): production code keeps
// no mutable state at module level. Long-lived parts (the incident index, caches, worker threads)
// are built once by buildApp and passed down; state hidden in a module is shared by every app of a
// process (tests, benches) and is changed behind the app's back by setters. Reported, at the top
// level of a module:
//   - a `let` or `var` binding;
//   - a `const` holding a new object of a class that keeps state (`new WeakMap()`, `new LRUCache()`,
//     any class but the plain values below);
//   - a `const` whose object, array, Map or Set a function changes (`x.n += 1`, `x.push()`,
//     `x.set()`, `delete x[k]`; filling it while the module loads is fine).
// A value that is process-wide by nature is allowed below by file and name, with its reason.
// What a factory call returns (`const x = createThing()`) is not seen: keep such calls in buildApp.
// packages/server/test/module-state.test.ts proves the rule reports each kind and honours the list.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The module-level state that stays, each with why it is process-wide by nature. Paths are
 * relative to the repository root; `name` is the binding, `*` every binding of the file.
 */
export const allowedModuleState = [
  // ---- server: immutable values computed once ----
  {
    file: 'packages/server/src/platform/passwords.ts',
    name: 'dummyHash',
    reason: 'a constant hash computed on first use; every app of the process may share it',
  },
  {
    file: 'packages/server/src/db/reference-data.ts',
    name: 'cached',
    reason: 'the shipped reference CSVs, parsed on first use and never changed',
  },
  {
    file: 'packages/server/src/platform/time-slices.ts',
    name: 'hasThreadClock',
    reason: "whether the OS has a per-thread CPU clock: a fact about the process's platform",
  },
  {
    file: 'packages/server/src/modules/incident-index/columns.ts',
    name: 'nextUid',
    reason: 'identity of a set of columns, unique in the process so no two indexes share an id with a worker',
  },
  // ---- server: a worker thread's own state, inside the worker file ----
  {
    file: 'packages/server/src/modules/incident-index/index-worker.ts',
    name: '*',
    reason: "a worker thread's entry: it holds that thread's views of the columns shared with it",
  },
  {
    file: 'packages/server/src/platform/sheet-writer/sheet-writer-worker.ts',
    name: '*',
    reason: "a worker thread's entry: it holds that thread's one workbook and its queue of rows",
  },
  {
    file: 'packages/server/src/platform/faces/face-model.ts',
    name: 'loading',
    reason: "the face worker thread's model, loaded once per thread",
  },
  {
    file: 'packages/server/src/platform/faces/face-model.ts',
    name: 'queue',
    reason: "the face worker thread's queue: the model runs one photo at a time",
  },
  // ---- web: one application per page, so page-wide state is the app's own ----
  {
    file: 'packages/web/src/app/query-client.ts',
    name: 'queryClient',
    reason: "the page's one server-data cache, given to the QueryClientProvider",
  },
  {
    file: 'packages/web/src/shared/session/session.ts',
    name: 'currentUser',
    reason: 'the signed-in user: a store the whole page shares (CONTRIBUTING.md#web)',
  },
  {
    file: 'packages/web/src/shared/session/session.ts',
    name: 'publicConfig',
    reason: "the server's public config: a store the whole page shares",
  },
  {
    file: 'packages/web/src/shared/api-client/activity.ts',
    name: 'reportedErrors',
    reason: "the page's one shared errors field (docs/product.md#shared-error-list): a store",
  },
  {
    file: 'packages/web/src/shared/notice/notice.ts',
    name: 'currentNotice',
    reason: "the page's current notice (docs/product.md#layouts): a store the layouts show",
  },
  {
    file: 'packages/web/src/shared/session/session.ts',
    name: 'userRequest',
    reason: "the page's one current-user request, shared by the guards of one navigation",
  },
  {
    file: 'packages/web/src/shared/session/session.ts',
    name: 'configRequest',
    reason: "the page's public config, asked once per page load",
  },
  {
    file: 'packages/web/src/shared/api-client/activity.ts',
    name: 'nextErrorId',
    reason: "ids of the page's reported errors, unique within the page",
  },
  {
    file: 'packages/web/src/shared/map/load-maplibre.ts',
    name: 'loading',
    reason: 'the MapLibre module, fetched on first use and never changed',
  },
  {
    file: 'packages/web/src/shared/map/region-bounds.ts',
    name: 'regionBounds',
    reason: 'the shipped region shapes, fetched on first use and never changed',
  },
  {
    file: 'packages/web/src/shared/forms/use-password-strength.ts',
    name: 'estimatorLoad',
    reason: 'the password-strength estimator module, fetched on first use and never changed',
  },
  {
    file: 'packages/web/src/features/analysis/lib/region-shapes.ts',
    name: 'shapes',
    reason: 'the shipped region shapes, fetched on first use and never changed',
  },
];

/** Classes whose instances are plain values: holding one at module level keeps no state. */
const valueClasses = new Set(['URL', 'RegExp', 'TextEncoder', 'TextDecoder', 'Intl']);

/** Containers reported only when a function changes them (a lookup table filled at load is a constant). */
const watchedContainers = new Set([
  'Map',
  'Set',
  'Array',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
]);

/** Methods that change the object they are called on. */
const mutatingMethods = new Set([
  'add',
  'clear',
  'copyWithin',
  'delete',
  'fill',
  'pop',
  'push',
  'reverse',
  'set',
  'shift',
  'sort',
  'splice',
  'unshift',
]);

/** `x as T`, `x!`, `x satisfies T`, `(x)`: the expression inside. */
function unwrap(node) {
  let n = node;
  while (n && ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion'].includes(n.type))
    n = n.expression;
  return n;
}

/** The class name of `new X()` / `new a.b.X()` (`Intl` for `new Intl.NumberFormat()`). */
function classNameOf(expression) {
  const callee = expression.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type !== 'MemberExpression') return 'an expression';
  if (callee.object.type === 'Identifier' && callee.object.name === 'Intl') return 'Intl';
  return callee.computed ? 'an expression' : callee.property.name;
}

/** Whether a reference to a module binding, made inside a function, changes what it holds. */
function isMutation(identifier) {
  let node = identifier;
  let property = null;
  for (;;) {
    const parent = node.parent;
    if (!parent) return false;
    if (['TSNonNullExpression', 'TSAsExpression', 'ChainExpression'].includes(parent.type)) {
      node = parent;
      continue;
    }
    if (parent.type === 'MemberExpression' && parent.object === node) {
      property = parent.computed ? null : parent.property.name;
      node = parent;
      continue;
    }
    break;
  }
  if (node === identifier) return false;
  const parent = node.parent;
  if (parent.type === 'AssignmentExpression' && parent.left === node) return true;
  if (parent.type === 'UpdateExpression') return true;
  if (parent.type === 'UnaryExpression' && parent.operator === 'delete') return true;
  return parent.type === 'CallExpression' && parent.callee === node && mutatingMethods.has(property);
}

/** Whether `scope` is (inside) a function, i.e. runs after the module has loaded. */
function isInFunction(scope) {
  for (let s = scope; s; s = s.upper) {
    if (s.type === 'function' || s.type === 'class-field-initializer' || s.type === 'class-static-block') return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const noModuleState = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow mutable state at module level (build it in buildApp and pass it down)' },
    schema: [],
    messages: {
      binding:
        '`{{kind}} {{name}}` at module level is hidden state: build it in buildApp and pass it down, or allow it with a reason in scripts/eslint-rules/no-module-state.mjs',
      instance:
        '`{{name}} = new {{className}}()` at module level is hidden state: build it in buildApp and pass it down, or allow it with a reason in scripts/eslint-rules/no-module-state.mjs',
      mutated:
        '`{{name}}` is module-level state changed by a function: build it in buildApp and pass it down, or allow it with a reason in scripts/eslint-rules/no-module-state.mjs',
    },
  },
  create(context) {
    const file = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    const allowed = new Set(allowedModuleState.filter((entry) => entry.file === file).map((entry) => entry.name));
    if (allowed.has('*')) return {};
    const sourceCode = context.sourceCode;

    function checkDeclaration(declaration) {
      if (declaration.declare) return;
      for (const declarator of declaration.declarations) {
        for (const variable of sourceCode.getDeclaredVariables(declarator)) {
          const name = variable.name;
          if (allowed.has(name)) continue;
          const node = variable.identifiers[0] ?? declarator;
          if (declaration.kind !== 'const') {
            context.report({ node, messageId: 'binding', data: { kind: declaration.kind, name } });
            continue;
          }
          const init = unwrap(declarator.init);
          const isWholeBinding = declarator.id.type === 'Identifier';
          if (isWholeBinding && init?.type === 'NewExpression') {
            const className = classNameOf(init);
            if (!valueClasses.has(className) && !watchedContainers.has(className)) {
              context.report({ node, messageId: 'instance', data: { name, className } });
              continue;
            }
          }
          const isChanged = variable.references.some((ref) => isInFunction(ref.from) && isMutation(ref.identifier));
          if (isChanged) context.report({ node, messageId: 'mutated', data: { name } });
        }
      }
    }

    return {
      'Program > VariableDeclaration': checkDeclaration,
      'Program > ExportNamedDeclaration > VariableDeclaration': checkDeclaration,
    };
  },
};

export default noModuleState;
