import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectGallery, type GalleryItem } from '@/components/site/home/project-gallery';
import { imgAttributes } from '@/components/ui/img';
import { demoProjects } from '@/lib/data/seed/demo';

const items: GalleryItem[] = demoProjects.slice(0, 3).map((p) => ({
  project: { ...p, updatedAt: p.createdAt },
  thumb: imgAttributes({ src: p.imageURL, alt: '', fill: true, sizes: '400px' }),
  image: imgAttributes({ src: p.imageURL, alt: p.title, fill: true, sizes: '896px' }),
}));
const [first, second] = items.map((i) => i.project);

async function open(title: string) {
  await userEvent.click(screen.getByRole('button', { name: title }));
  return screen.getByRole('dialog', { name: title });
}

describe('project cards and the project dialog', () => {
  it('a card opens the dialog with the large image, the title and the description', async () => {
    render(<ProjectGallery items={items} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await open(second.title);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: second.title })).toBeInTheDocument();
    expect(within(dialog).getByText(second.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: second.title })).toHaveAttribute(
      'src',
      second.imageURL,
    );
  });

  it('the close button closes it and focus returns to the card', async () => {
    render(<ProjectGallery items={items} />);
    const dialog = await open(first.title);
    expect(within(dialog).getByRole('button', { name: 'Close project details' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close project details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: first.title })).toHaveFocus();
  });

  it('a click on the backdrop closes it; a click inside does not', async () => {
    render(<ProjectGallery items={items} />);
    const dialog = await open(first.title);
    await userEvent.click(within(dialog).getByText(first.description));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('project-modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape closes it', async () => {
    render(<ProjectGallery items={items} />);
    await open(first.title);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: first.title })).toHaveFocus();
  });

  it('keeps focus inside while open and stops the page from scrolling', async () => {
    render(<ProjectGallery items={items} />);
    const dialog = await open(first.title);
    expect(document.documentElement.style.overflow).toBe('hidden');
    const close = within(dialog).getByRole('button', { name: 'Close project details' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });
});
