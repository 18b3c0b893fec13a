import { Avatar, Button, Dropdown } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useUserMenu } from './useUserMenu';

/** The signed-in user's menu: role pages, the bidder's balance and pins, and Logout. */
export function UserMenu() {
  const { name, items, choose } = useUserMenu();
  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => choose(key) }}
      trigger={['click']}
      placement="bottomRight"
    >
      <Button
        type="text"
        aria-label={`${name} · User menu`}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
      >
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{name}</span>
      </Button>
    </Dropdown>
  );
}
