import { Drawer, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/useSession';
import { phoneMenu, selectedKey, type MenuLink } from './menus';
import { useUserMenu } from './useUserMenu';
import { opensFetchedAhead } from '../../lib/pagesAhead';

type Items = NonNullable<MenuProps['items']>;

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
}

const asItems = (links: readonly MenuLink[]): Items =>
  links.map((l) => ({ key: l.key, label: l.label }));

/** The entries of the menu: a vertical menu whose choice closes the drawer, then opens. */
function Entries({
  items,
  selected,
  choose,
  onClose,
}: {
  items: Items;
  selected: string[];
  choose: (key: string) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      mode="inline"
      aria-label="Menu"
      items={items}
      selectedKeys={selected}
      style={{ borderInlineEnd: 'none' }}
      onClick={({ key }) => {
        onClose();
        choose(key);
      }}
    />
  );
}

interface EntriesProps {
  top: MenuLink[];
  user: MenuLink[];
  selected: string[];
  onClose: () => void;
}

/** A signed-in user's entries: the top menu, then the user menu. */
function SignedInEntries({ top, user, ...rest }: EntriesProps) {
  const { items, choose } = useUserMenu(user);
  return (
    <Entries {...rest} items={[...asItems(top), { type: 'divider' }, ...items]} choose={choose} />
  );
}

/**
 * A visitor's entries: the top menu, then Sign In and Register (a page whose document this one
 * fetched ahead opens that document, lib/pagesAhead.ts).
 */
function VisitorEntries({ top, user, ...rest }: EntriesProps) {
  const navigate = useNavigate();
  return (
    <Entries
      {...rest}
      items={[...asItems(top), { type: 'divider' }, ...asItems(user)]}
      choose={(key) => (opensFetchedAhead(key) ? window.location.assign(key) : navigate(key))}
    />
  );
}

/** On small screens the top menu and the user menu (or Sign In and Register) in a drawer. */
export function PhoneMenu({ id, open, onClose }: Props) {
  const { loggedIn, roles } = useSession();
  const { pathname } = useLocation();
  const { top, user } = phoneMenu(roles, loggedIn);
  const selected = selectedKey(pathname, [...top, ...user]);
  const Body = loggedIn ? SignedInEntries : VisitorEntries;
  return (
    <Drawer
      id={id}
      title="Menu"
      placement="right"
      open={open}
      onClose={onClose}
      size={300}
      styles={{ body: { padding: 0 } }}
    >
      <Body top={top} user={user} selected={selected} onClose={onClose} />
    </Drawer>
  );
}
