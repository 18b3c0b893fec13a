import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';

/** The header's menu button below the md breakpoint: it opens the drawer `controls` names. */
export function MenuButton({
  open,
  controls,
  onOpen,
}: {
  open: boolean;
  controls: string;
  onOpen: () => void;
}) {
  return (
    <Button
      className="header-narrow"
      type="text"
      icon={<MenuOutlined />}
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onOpen}
    />
  );
}
