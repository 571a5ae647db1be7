import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReviewColumns } from '@/components/site/home/review-columns';
import { imgAttributes } from '@/components/ui/img';
import { demoReviews } from '@/lib/data/seed/demo';

const reviews = demoReviews.map((r) => ({ ...r, updatedAt: r.createdAt }));
const avatars = Object.fromEntries(
  reviews.map((r) => [r._id, imgAttributes({ src: r.imageURL, alt: '', width: 48, height: 48 })]),
);
const card = (name: string) => screen.getByText(name).closest('li')!;
const states = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-state'));

describe('client reviews', () => {
  it('split into three columns by each review’s col', () => {
    render(<ReviewColumns reviews={reviews} avatars={avatars} />);
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
    render(<ReviewColumns reviews={reviews} avatars={avatars} />);
    const [review] = reviews;
    const item = card(review.clientName);
    expect(within(item).getByText(`@${review.clientAccount}`)).toBeInTheDocument();
    expect(within(item).getByText(review.description)).toBeInTheDocument();
    expect(item.querySelector('img')).toHaveAttribute('src', review.imageURL);
  });

  it('hovering a review highlights it and dims the others, until the pointer leaves', () => {
    render(<ReviewColumns reviews={reviews} avatars={avatars} />);
    expect(new Set(states())).toEqual(new Set(['idle']));
    fireEvent.mouseEnter(card(reviews[4].clientName));
    expect(card(reviews[4].clientName)).toHaveAttribute('data-state', 'active');
    expect(card(reviews[4].clientName).className).toContain('opacity-100');
    for (const other of reviews.filter((_, i) => i !== 4)) {
      expect(card(other.clientName)).toHaveAttribute('data-state', 'dimmed');
      expect(card(other.clientName).className).toContain('opacity-45');
    }
    fireEvent.mouseEnter(card(reviews[0].clientName));
    expect(card(reviews[0].clientName)).toHaveAttribute('data-state', 'active');
    expect(card(reviews[4].clientName)).toHaveAttribute('data-state', 'dimmed');
    fireEvent.mouseLeave(card(reviews[0].clientName).closest('ul')!.parentElement!);
    expect(new Set(states())).toEqual(new Set(['idle']));
  });
});
