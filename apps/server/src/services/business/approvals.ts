// Business approvals (issue 17; docs/business-accounts.md), split by concern (issue 36): the rules,
// the requests that wait for them, the decisions on a request, and how a member sees requests.
// Notices to approvers live in approval-notices.ts.
export { readRules, saveRules } from './approvals/rules.ts';
export {
  businessConversion,
  businessWithdrawal,
  conversionApprovalPreview,
} from './approvals/requests.ts';
export { cancelApproval, confirmConversion, decide, freshQuote } from './approvals/decisions.ts';
export { listApprovals, needsAction } from './approvals/view.ts';
