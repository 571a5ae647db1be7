import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, Modal } from '@/components/admin/modal';

/** A dialog with a link that asks a question over it, as the ended-session dialog's link does. */
function Stacked() {
  const [under, setUnder] = useState(true);
  const [over, setOver] = useState(false);
  return (
    <>
      <button type="button">Page button</button>
      <Modal
        open={under}
        onClose={() => setUnder(false)}
        title="Your session has ended"
        footer={
          <button type="button" onClick={() => setOver(true)}>
            Go to the sign-in page
          </button>
        }
      />
      <ConfirmDialog
        open={over}
        title="Leave without saving?"
        description="What you typed will be lost."
        confirmLabel="Leave without saving"
        busy={false}
        onConfirm={() => setOver(false)}
        onCancel={() => setOver(false)}
      />
    </>
  );
}

async function openBoth() {
  const user = userEvent.setup();
  render(<Stacked />);
  await user.click(screen.getByRole('button', { name: 'Go to the sign-in page' }));
  expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  return user;
}

describe('Modal over another', () => {
  it('Tab goes round the top dialog’s controls only', async () => {
    const user = await openBoth();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Leave without saving' })).toHaveFocus();
    await user.tab();
    // Round to the top dialog's first control, its Close button, and on through its own.
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    expect(closeButtons.at(-1)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape closes the top dialog only, then the one under it; the page scrolls again after both', async () => {
    const user = await openBoth();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
