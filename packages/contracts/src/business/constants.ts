/** Enterprise verification status: 1 and 2 count as submitted or verified (spec section 4). */
export const EnterpriseStatus = { notVerified: 0, reviewing: 1, verified: 2, failed: 3 } as const;

/** Submitted (under review) and verified both count as verified (spec section 4). */
export function countsAsVerified(status: number): boolean {
  return status === EnterpriseStatus.reviewing || status === EnterpriseStatus.verified;
}
