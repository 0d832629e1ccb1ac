// The project's own ESLint rules, as one plugin that eslint.config.js names `local`. Each rule's
// file says what it refuses and why; CONTRIBUTING.md#layers-and-lint-rules lists every rule, and
// a test proves each one reports a file that breaks it.
import noModuleState from './no-module-state.mjs';
import noRepoReexport from './no-repo-reexport.mjs';
import noRowCast from './no-row-cast.mjs';

export default {
  meta: { name: 'local' },
  rules: {
    'no-module-state': noModuleState,
    'no-repo-reexport': noRepoReexport,
    'no-row-cast': noRowCast,
  },
};
