import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import type { DropdownProps } from 'react-bootstrap/Dropdown';
import './dropdown.scss';

const ITEMS = ['one', 'two', 'three'] as const;

interface DemoDropdownProps extends Pick<DropdownProps, 'drop' | 'show' | 'onToggle'> {
  label: string;
  /** The toggle's Bootstrap variant (primary, outline-success…). */
  variant?: string;
  size?: 'sm' | 'lg';
  /** A main action beside a toggle of its own. */
  split?: boolean;
  onChoose?: (item: string) => void;
}

/**
 * A menu button (react-bootstrap): ↓ opens it and moves in, ↑ ↓ move, Enter chooses, Escape closes
 * and gives the focus back to the button.
 */
export function DemoDropdown({
  label,
  variant = 'primary',
  size,
  split,
  onChoose,
  ...state
}: DemoDropdownProps) {
  const { t } = useTranslation('demo-ui');
  return (
    <Dropdown as={ButtonGroup} {...state} onSelect={(key) => key && onChoose?.(key)}>
      {split && (
        <Button variant={variant} size={size}>
          {label}
        </Button>
      )}
      <Dropdown.Toggle
        variant={variant}
        size={size}
        split={split}
        aria-label={split ? t('dropdowns.more', { name: label }) : undefined}
      >
        {split ? null : label}
      </Dropdown.Toggle>
      <Dropdown.Menu role="menu" aria-label={label}>
        {ITEMS.map((item) => (
          <Dropdown.Item key={item} as="button" role="menuitem" eventKey={item}>
            {t(`dropdowns.items.${item}`)}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider role="separator" />
        <Dropdown.Item as="button" role="menuitem" eventKey="separated">
          {t('dropdowns.items.separated')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
