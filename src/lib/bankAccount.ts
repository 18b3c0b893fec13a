/** A bank account the bidder linked to prove funds (spec 1 section 3). */
export interface LinkedBankAccount {
  id: number;
  bidderId: number;
  institutionName: string;
  institutionLogo: string;
  name: string;
  nickName: string;
  /** The last four digits. */
  mask: string;
  balance: number;
  subType: 'checking' | 'savings';
  /** False once the bank link is broken (unlinked): the account no longer counts. */
  isValid: boolean;
  /** Hidden by the bidder: it does not count towards the balance. */
  isHidden: boolean;
  modifiedDate: string;
}
