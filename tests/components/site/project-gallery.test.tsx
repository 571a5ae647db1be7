import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectGallery } from '@/components/site/home/project-gallery';
import { demoProjects } from '@/lib/data/seed/demo';

const projects = demoProjects.slice(0, 3).map((p) => ({ ...p, updatedAt: p.createdAt }));
const [first, second] = projects;

// jsdom has no modal dialog (nor `closedby`, like an older browser): these stand in for the
// browser's dialog methods. tests/e2e/site/home.spec.ts runs the native dialog in Chromium
// (Escape, the backdrop, focus kept inside and given back to the card, page scroll locked).
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
    expect(within(dialog).getByRole('img', { name: second.imageAlt })).toHaveAttribute(
      'src',
      second.imageURL,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: /visit the live site/i })).toHaveAttribute(
      'href',
      second.link,
    );
  });

  it('links the case study where the project has one, and only there', async () => {
    render(<ProjectGallery projects={projects} />);
    const withStudy = await open(first.title);
    expect(within(withStudy).getByRole('link', { name: 'Read the case study' })).toHaveAttribute(
      'href',
      `/work/${first.slug}`,
    );
    await userEvent.click(within(withStudy).getByRole('button', { name: 'Close project details' }));
    const without = await open(second.title);
    expect(within(without).queryByRole('link', { name: 'Read the case study' })).toBeNull();
  });

  it('a card names its project by its index, whatever markup is added to it', async () => {
    render(<ProjectGallery projects={projects} />);
    const card = screen.getByRole('button', { name: second.title });
    expect(card).toHaveAttribute('data-project', '1');
    card.prepend(document.createElement('span'));
    expect(await open(second.title)).toHaveTextContent(second.description);
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

  it('one dialog for the page, filled with the project of the card clicked', async () => {
    const { container } = render(<ProjectGallery projects={projects} />);
    expect(container.querySelectorAll('dialog')).toHaveLength(1);
    for (const project of projects) {
      expect(screen.getAllByText(project.description)).toHaveLength(1);
      const card = screen.getByRole('button', { name: project.title });
      expect(card).toHaveAttribute('aria-haspopup', 'dialog');
      expect(card).toHaveAccessibleDescription(project.description);
    }
    const dialog = await open(first.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close project details' }));
    expect(await open(second.title)).toHaveTextContent(second.description);
  });
});
