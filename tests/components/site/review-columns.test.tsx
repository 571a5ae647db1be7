import { render, screen, within } from '@testing-library/react';
import { ReviewColumns } from '@/components/site/home/review-columns';
import { demoReviews } from '@/lib/data/seed/demo';

const reviews = demoReviews.map((r) => ({ ...r, updatedAt: r.createdAt }));
const card = (name: string) => screen.getByText(name).closest('li')!;

describe('client reviews', () => {
  it('split into three columns by each review’s col', () => {
    render(<ReviewColumns reviews={reviews} />);
    for (const col of [1, 2, 3]) {
      const column = screen.getByRole('list', { name: `Reviews, column ${col}` });
      const names = within(column)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('figcaption')?.textContent);
      const expected = reviews
        .filter((r) => r.col === col)
        .map((r) => `${r.clientName}@${r.clientAccount}`);
      expect(names).toEqual(expected);
    }
  });

  it('show the client’s account with an @ prefix, the text and the photo', () => {
    render(<ReviewColumns reviews={reviews} />);
    const [review] = reviews;
    const item = card(review.clientName);
    expect(within(item).getByText(`@${review.clientAccount}`)).toBeInTheDocument();
    expect(within(item).getByText(review.description)).toBeInTheDocument();
    expect(item.querySelector('img')).toHaveAttribute('src', review.imageURL);
  });

  // The highlight and the dimming are the CSS rule `.review-grid:has(.review-card:hover)`:
  // tests/e2e/site/home.spec.ts hovers a review in Chromium and reads the opacities.
  it('are plain markup for that rule: every review a .review-card inside the .review-grid', () => {
    const { container } = render(<ReviewColumns reviews={reviews} />);
    const grid = container.firstElementChild!;
    expect(grid).toHaveClass('review-grid');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(reviews.length);
    for (const item of cards) {
      expect(item).toHaveClass('review-card');
      expect(grid).toContainElement(item);
    }
  });
});
