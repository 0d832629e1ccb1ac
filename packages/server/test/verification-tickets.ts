// Tickets opened and filled in directly, for the tests of modules that read them (evidence reports,
// passport recognition). Lint keeps those modules to verification's service.ts; their tests need
// a ticket in a given state without running every check through its route.
export { openTicket, storeCheckResult } from '../src/modules/verification/tickets';
export { findTicket } from '../src/modules/verification/repo';
