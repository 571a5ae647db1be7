import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectGallery } from '@/components/site/home/project-gallery';
import { demoProjects } from '@/lib/data/seed/demo';

const projects = demoProjects.slice(0, 3).map((p) => ({ ...p, updatedAt: p.createdAt }));
const [first, second] = projects;

// jsdom has neither invoker commands nor a modal dialog, like an older browser: the page's
// DialogCommands island steps in, and these stand in for the browser's dialog methods.
// tests/e2e/site/home.spec.ts runs the native path in Chromium (Escape, focus kept inside and
// given back to the card, page scroll locked).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

async function open(title: string) {
  await userEvent.click(screen.getByRole('button', { name: title }));
  return screen.getByRole('dialog', { name: title });
}

describe('project cards and the project dialog', () => {
  it('a card opens the dialog with the large image, the title and the description', async () => {
    render(<ProjectGallery projects={projects} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await open(second.title);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: second.title })).toBeInTheDocument();
    expect(within(dialog).getByText(second.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: second.title })).toHaveAttribute(
      'src',
      second.imageURL,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('the close button closes it', async () => {
    render(<ProjectGallery projects={projects} />);
    const dialog = await open(first.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close project details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click on the backdrop closes it; a click inside does not', async () => {
    render(<ProjectGallery projects={projects} />);
    const dialog = await open(first.title);
    await userEvent.click(within(dialog).getByText(first.description));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The backdrop belongs to the dialog element: a click on it lands outside the dialog's box.
    fireEvent.click(dialog, { clientX: 8, clientY: 300 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works from HTML alone where the browser can: invoker buttons and a light-dismiss dialog', () => {
    render(<ProjectGallery projects={projects} />);
    for (const project of projects) {
      const card = screen.getByRole('button', { name: project.title });
      expect(card).toHaveAttribute('command', 'show-modal');
      expect(card).toHaveAttribute('aria-haspopup', 'dialog');
      const dialog = document.getElementById(card.getAttribute('commandfor')!)!;
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog).toHaveAttribute('closedby', 'any');
      const close = dialog.querySelector('button[command="close"]')!;
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toHaveTextContent(
        project.title,
      );
    }
  });
});
