// The transfers folder (being rewritten on the saga helper, exempt from the file-naming check) still imports
// this path: remove this re-export once it imports admin-accounts.service.
export { AdminAccounts, displayName } from './admin-accounts.service';
