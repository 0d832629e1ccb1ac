// ESLint rule `local/no-row-cast`: rows of raw SQL are parsed, not cast (docs/architecture.md#rows-are-parsed).
// A cast tells the compiler what the driver answered without checking it: a column renamed by a
// migration, or an int8 that node-postgres answers as text and PGlite as a number, then travels on
// as a wrong value. Reported in server production code:
//   - a double cast, `x as unknown as T` (or `<T>(<unknown>x)`), which accepts any value as any type;
//   - a type argument on `.query<…>()` or `.execute<…>()`, which types rows nobody checked.
// Parse rows with a zod row schema instead (`queryRows`, `queryFirstRow`, `sessionRows`,
// `parseRows` in packages/server/src/db/rows.ts). A double cast that is not about rows (a library's
// type that does not fit) stays with `// eslint-disable-next-line local/no-row-cast -- <why>`.
// packages/server/test/row-cast.test.ts proves the rule reports each kind and passes parsed rows.

const assertionTypes = new Set(['TSAsExpression', 'TSTypeAssertion']);
const rowMethods = new Set(['query', 'execute']);

/** `x as unknown` or `<unknown>x`. */
const isUnknownAssertion = (node) => assertionTypes.has(node.type) && node.typeAnnotation.type === 'TSUnknownKeyword';

/** @type {import('eslint').Rule.RuleModule} */
const noRowCast = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow double casts and typed raw-SQL calls: parse rows with a zod row schema' },
    schema: [],
    messages: {
      doubleCast:
        '`as unknown as` accepts any value as any type: parse rows with a zod row schema (db/rows.ts), or disable this line with the reason the types cannot meet',
      typeArgument:
        '`.{{method}}<…>()` types rows nobody checked: parse them with a zod row schema (queryRows, sessionRows in db/rows.ts)',
    },
  },
  create(context) {
    return {
      'TSAsExpression, TSTypeAssertion'(node) {
        if (isUnknownAssertion(node.expression)) context.report({ node, messageId: 'doubleCast' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (!rowMethods.has(callee.property.name)) return;
        const typeArguments = node.typeArguments ?? node.typeParameters;
        if (typeArguments)
          context.report({ node: typeArguments, messageId: 'typeArgument', data: { method: callee.property.name } });
      },
    };
  },
};

export default noRowCast;
