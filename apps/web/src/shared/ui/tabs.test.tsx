import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell, Lock, User } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Harness(props: { orientation?: 'horizontal' | 'vertical'; variant?: 'pills' }) {
  const [active, setActive] = useState('one');
  return (
    <Tabs
      {...props}
      label="Sections"
      active={active}
      onSelect={setActive}
      tabs={[
        { id: 'one', label: 'One', icon: User, render: () => <p>Panel one</p> },
        { id: 'two', label: 'Two', icon: Lock, render: () => <p>Panel two</p> },
        { id: 'three', label: 'Three', icon: Bell, render: () => <p>Panel three</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('renders only the chosen panel, named by its tab', async () => {
    render(<Harness />);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');
    expect(screen.queryByText('Panel two')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');
  });

  it('moves with the arrow keys (wrapping), Home and End, keeping one tab in the tab order', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel three');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    const inTabOrder = screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0);
    expect(inTabOrder.map((tab) => tab.textContent)).toEqual(['One']);
  });

  it('a vertical list (pills here) moves with ↑ ↓ and says it is vertical; ← → do nothing', async () => {
    render(<Harness orientation="vertical" variant="pills" />);
    const user = userEvent.setup();
    const list = screen.getByRole('tablist');
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    expect(list).toHaveClass('nav-pills');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
  });

  it('draws no icon for a tab without one', () => {
    render(
      <Tabs
        label="Plain"
        active="a"
        onSelect={() => undefined}
        tabs={[{ id: 'a', label: 'A', render: () => 'Panel A' }]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'A' }).querySelector('svg')).toBeNull();
    expect(screen.getByRole('tablist')).toHaveClass('nav-tabs');
  });
});
