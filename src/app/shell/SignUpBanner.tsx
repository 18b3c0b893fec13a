import { LinkButton } from '../../components/kit/LinkButton';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { paths } from '../../lib/paths';

/** The 'Sign-up Now' banner of the public pages; its button hides for bidders. */
export function SignUpBanner() {
  const { roles } = useSession();
  if (isBidder(roles)) return null;
  return (
    <section
      aria-label="Sign up"
      style={{
        background: '#0b5cad',
        color: '#fff',
        padding: '12px 24px',
        display: 'flex',
        gap: 16,
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
      }}
    >
      <span>Bid on foreclosure properties online, from anywhere.</span>
      <LinkButton ghost to={paths.register}>
        Sign-up Now
      </LinkButton>
    </section>
  );
}
