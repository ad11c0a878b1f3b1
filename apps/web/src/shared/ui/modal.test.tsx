import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { Modal } from './modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Modal show={open} onHide={() => setOpen(false)} aria-labelledby="title">
        <Modal.Header closeButton>
          <Modal.Title id="title">Rename</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <input aria-label="Name" />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

test('Tab never leaves an open dialog, not even for a moment, and Escape hands the focus back', async () => {
  // No delay between keys: react-bootstrap's own pull-back runs in a timeout, so only a trap
  // that acts on the key itself keeps every step inside.
  const user = userEvent.setup({ delay: null });
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Rename' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

  const reached = new Set<string>();
  for (let step = 0; step < 8; step++) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    reached.add(
      document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent ??
        '',
    );
  }
  // The trap wraps around every field of the dialog rather than sticking on one.
  expect([...reached].sort()).toEqual(['Close', 'Done', 'Name']);

  for (let step = 0; step < 4; step++) {
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
  // Closed, the page's own order is back.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Behind' })).toHaveFocus();
});
