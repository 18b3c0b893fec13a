import { Button, Collapse } from 'antd';
import { DEMO_ACCOUNTS } from '../../lib/demoAccounts';

/**
 * The demo accounts' password: only the simulator's builds know it (the bundler drops it from the
 * others, whatever the environment sets). Elsewhere a button fills in the user name only.
 */
const DEMO_PASSWORD =
  import.meta.env.VITE_SIMULATOR === 'true' ? (import.meta.env.VITE_DEMO_PASSWORD ?? '') : '';

/** Hidden quick-login buttons of non-production builds: one per demo account. */
export default function QuickLogin({
  onPick,
  disabled,
}: {
  onPick: (userName: string, password: string) => void;
  disabled?: boolean;
}) {
  return (
    <Collapse
      ghost
      size="small"
      style={{ marginTop: 8 }}
      items={[
        {
          key: 'demo',
          label: 'Demo accounts',
          children: (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {DEMO_ACCOUNTS.map((a) => (
                <Button
                  key={a.userName}
                  size="small"
                  disabled={disabled}
                  onClick={() => onPick(a.userName, DEMO_PASSWORD)}
                >
                  {a.label}
                </Button>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
