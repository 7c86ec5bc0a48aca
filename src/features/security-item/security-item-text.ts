/** How the flow names things on screen: items, accounts, replacements and problems. */
import type { AccountInput, Problem, ReplacementTarget, SecurityItem } from './security-item-types.ts';

export const itemNameId = (item: SecurityItem) => `securityItem.item.${item}`;

/** The item's name inside a sentence (lower case where the language wants it). */
export const itemInTextId = (item: SecurityItem) => `securityItem.itemInText.${item}`;

/** The account as the customer typed it. */
export const accountText = (account: AccountInput) =>
  account.kind === 'email' ? account.email : `+${account.areaCode} ${account.phone}`;

export const targetText = (target: ReplacementTarget) =>
  target.kind === 'email' ? target.email : `+${target.areaCode} ${target.phone}`;

/** The message of a code refused on its field: an expired one says how to get a new one. */
export const codeProblemId = (reason: 'wrong' | 'expired') =>
  reason === 'expired' ? 'securityItem.error.codeExpired' : 'securityItem.error.codeWrong';

/** The message of a problem that belongs to the form rather than to one field; null for field problems. */
export function formProblem(problem: Problem | null): { id: string; values?: Record<string, string> } | null {
  if (!problem) return null;
  switch (problem.kind) {
    case 'failed':
      return problem.message;
    case 'notProved':
      return { id: 'securityItem.error.notProved' };
    case 'ticketExpired':
      return { id: 'securityItem.error.ticketExpired' };
    default:
      return null;
  }
}
