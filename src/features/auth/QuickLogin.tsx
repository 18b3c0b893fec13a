import { Button, Collapse } from 'antd';
import { DEMO_ACCOUNTS } from '../../lib/demoAccounts';

/** Hidden quick-login buttons of non-production builds: one per demo account. */
export default function QuickLogin({
  onPick,
  disabled,
}: {
  onPick: (userName: string, password: string) => void;
  disabled?: boolean;
}) {
  const password = import.meta.env.VITE_DEMO_PASSWORD ?? '';
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
                  onClick={() => onPick(a.userName, password)}
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
