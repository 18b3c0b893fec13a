import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/useSession';
import { userMenu } from './menus';
import { useLogout } from './useLogout';

/** The signed-in user's menu: role pages and Logout. */
export function UserMenu() {
  const { fullName, userName, roles } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const items: MenuProps['items'] = [
    ...userMenu(roles).map((l) => ({ key: l.key, label: l.label })),
    { type: 'divider' },
    { key: 'logout', label: 'Logout', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'logout' ? logout() : navigate(key));
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label="User menu"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
      >
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{fullName || userName}</span>
      </Button>
    </Dropdown>
  );
}
