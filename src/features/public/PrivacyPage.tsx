import { PageFrame } from './PageFrame';

/** /privacy-policy */
export default function PrivacyPage() {
  return (
    <PageFrame title="Privacy Policy">
      <p>This policy explains what Bidright collects, why, and the choices you have.</p>
      <h2>What we collect</h2>
      <p>
        Account details (name, e-mail, phone, mailing address, birth date), purchase profiles,
        linked bank account summaries provided by your bank connection, bids and auction activity,
        and the device and approximate location used to connect to live auctions.
      </p>
      <h2>How we use it</h2>
      <p>
        To verify your identity, run auctions fairly, secure your account (for example, ending a
        session when you connect from another device), process payments with auction hosts, and send
        the notices you agreed to.
      </p>
      <h2>Sharing</h2>
      <p>
        Auction hosts and the law firms handling a case see what they need to complete a sale you
        take part in. We do not sell your personal information.
      </p>
      <h2>Your choices</h2>
      <p>
        You can update your details, turn on 2-step verification, deactivate your account or ask for
        its deletion from your account settings.
      </p>
    </PageFrame>
  );
}
