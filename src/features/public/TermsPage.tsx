import { PageFrame } from './PageFrame';

export const LIABILITY_CAP =
  'the lesser of $1,000 or the fees earned by Bidright from the transaction giving rise to the claim';

/** /terms-conditions */
export default function TermsPage() {
  return (
    <PageFrame title="Terms & Conditions">
      <p>
        These terms govern your use of Bidright, an online platform for foreclosure property
        auctions. By creating an account or bidding you accept them.
      </p>
      <h2>Accounts</h2>
      <p>
        You must be at least 18 years old, give accurate information, verify your phone number and
        keep your sign-in details private. You are responsible for every bid placed from your
        account.
      </p>
      <h2>Bidding and deposits</h2>
      <p>
        Joining a lot locks the amount you choose from your verified balance. A bid is a binding
        offer to buy the property at that price on the sale terms set by the court and the auction
        host. The winning bidder pays the required down payment and the remaining balance as the
        auction host instructs.
      </p>
      <h2>Properties</h2>
      <p>
        Properties are sold as is. Information shown on Bidright comes from the auction hosts and
        public records and may be incomplete; inspect and research every property before you bid.
      </p>
      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, Bidright&apos;s total liability for any claim arising from the
        platform is limited to {LIABILITY_CAP}.
      </p>
      <h2>Text messages</h2>
      <p>
        By registering you agree to receive text messages for verification and auction notices.
        Message and data rates may apply.
      </p>
      <h2>Disputes</h2>
      <p>
        Disputes are resolved by binding individual arbitration in the State of Illinois, except
        where the law provides otherwise.
      </p>
    </PageFrame>
  );
}
