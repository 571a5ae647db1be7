import { notFound } from 'next/navigation';

// Rendered on first request per path and kept like the home page it shows.
export const revalidate = 300;

// Any path no other route serves: a 404 whose page is the public site (./not-found.tsx).
export default function MissingPage(): never {
  notFound();
}
