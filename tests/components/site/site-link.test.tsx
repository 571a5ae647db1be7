import { Suspense, use, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkPendingLoader } from '@/components/site/link-pending-loader';
import { ButtonLink, SiteLink } from '@/components/site/site-link';
import { router } from './utils';

jest.mock('next/navigation', () => jest.requireActual('./utils').navigationMock);

// jsdom cannot load another document: once the link has had its say, a click goes nowhere;
// whether the link had stopped the browser's own navigation is noted first.
let linkStoppedBrowser: boolean | undefined;
const stayOnPage = (event: MouseEvent) => {
  linkStoppedBrowser = event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  router.push.mockReset();
  router.prefetch.mockReset();
  window.addEventListener('click', stayOnPage);
});
afterEach(() => window.removeEventListener('click', stayOnPage));

describe('the site’s links', () => {
  it('follow an internal address in the app, without a page load', async () => {
    render(<SiteLink href="/blogs">Blogs</SiteLink>);
    const link = screen.getByRole('link', { name: 'Blogs' });
    expect(link).toHaveAttribute('href', '/blogs');
    fireEvent.click(link);
    expect(linkStoppedBrowser).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/blogs');
  });

  it.each([
    ['a new tab (Ctrl)', { ctrlKey: true }],
    ['a new tab (Cmd)', { metaKey: true }],
    ['a new window (Shift)', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leave %s to the browser', (_, init) => {
    render(<SiteLink href="/blogs">Blogs</SiteLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Blogs' }), init);
    expect(linkStoppedBrowser).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leave other sites, new tabs and downloads to the browser', () => {
    render(
      <>
        <SiteLink href="https://example.com/">Elsewhere</SiteLink>
        <SiteLink href="/blogs" target="_blank">
          Tab
        </SiteLink>
        <SiteLink href="/blogs/feed.xml" download>
          Feed
        </SiteLink>
      </>,
    );
    for (const name of ['Elsewhere', 'Tab', 'Feed']) {
      fireEvent.click(screen.getByRole('link', { name }));
      expect(linkStoppedBrowser).toBe(false);
    }
    expect(router.push).not.toHaveBeenCalled();
  });

  it('let their own click handler take over the navigation', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <SiteLink href="/#works" onClick={onClick}>
        Works
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Works' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('fetch the page when the pointer or focus reaches them, unless told not to', async () => {
    render(
      <>
        <SiteLink href="/services">Services</SiteLink>
        <SiteLink href="/contact" prefetch={false}>
          Contact
        </SiteLink>
      </>,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Services' }));
    expect(router.prefetch).toHaveBeenCalledWith('/services');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    expect(router.prefetch).not.toHaveBeenCalledWith('/contact');
  });

  it('style a button link with the site’s button classes', () => {
    render(
      <ButtonLink href="/contact" variant="light" size="lg">
        Book a call
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Book a call' }).className).toBe(
      'btn btn-light btn-lg',
    );
  });
});

describe('the full-screen loader of the blog pages', () => {
  it('covers the screen while the link’s page is loading, and only then', async () => {
    // The router's navigation: a transition into a page that waits for its data.
    let arrive: () => void = () => {};
    const data = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let navigate: () => void = () => {};
    function Page() {
      const [next, setNext] = useState(false);
      navigate = () => setNext(true);
      return next ? <NextPage /> : <p>Current page</p>;
    }
    function NextPage() {
      use(data);
      return <p>Blog list</p>;
    }
    router.push.mockImplementation(() => navigate());

    render(
      <>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
        <SiteLink href="/blogs">
          All blogs
          <LinkPendingLoader label="Loading articles…" />
        </SiteLink>
      </>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'All blogs' }));
    });
    const loader = screen.getByRole('status');
    expect(loader).toHaveTextContent('Loading articles…');
    expect(loader.className).toContain('fixed inset-0');
    expect(loader.parentElement).toBe(document.body);
    expect(screen.getByText('Current page')).toBeInTheDocument();

    await act(async () => {
      arrive();
      await data;
    });
    expect(await screen.findByText('Blog list')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
