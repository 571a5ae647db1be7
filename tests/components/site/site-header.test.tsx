import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTop } from '@/components/site/scroll-to-top';
import { SiteHeader } from '@/components/site/site-header';
import { headerCta, headerLinks } from '@/lib/content/page-copy';
import { currentPath, router, scrollTo } from './utils';

jest.mock('next/navigation', () => jest.requireActual('./utils').navigationMock);

const header = () => screen.getByRole('banner');
const renderHeader = (path = '/') => {
  currentPath.value = path;
  return render(
    <SiteHeader
      links={headerLinks}
      cta={headerCta}
      logo="Nimbus Studio"
      logoLabel="Nimbus Studio, home"
    />,
  );
};

let scrollIntoView: jest.Mock;
beforeEach(() => {
  scrollTo(0);
  router.push.mockReset();
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('the header', () => {
  it('has the spec’s links and "Get in touch"', () => {
    renderHeader();
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Reviews', '/#reviews'],
      ['Works', '/#works'],
      ['Services', '/services'],
      ['About Us', '/#analytics'],
      ['Blogs', '/blogs'],
    ]);
    expect(screen.getAllByRole('link', { name: /Get in touch/ })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Nimbus Studio, home' })).toHaveAttribute('href', '/');
  });

  it('turns translucent after more than 100 px of scroll, and back', () => {
    renderHeader();
    expect(header()).toHaveAttribute('data-translucent', 'false');
    scrollTo(100);
    expect(header()).toHaveAttribute('data-translucent', 'false');
    scrollTo(101);
    expect(header()).toHaveAttribute('data-translucent', 'true');
    scrollTo(20);
    expect(header()).toHaveAttribute('data-translucent', 'false');
  });

  it.each(['/blogs', '/blog/65f1a3000000000000000001', '/services'])(
    'on %s marks the header as over the content from the first pixel of scroll',
    (path) => {
      renderHeader(path);
      scrollTo(0);
      expect(header()).not.toHaveAttribute('data-over-content');
      scrollTo(1);
      expect(header()).toHaveAttribute('data-over-content', 'true');
      scrollTo(0);
      expect(header()).not.toHaveAttribute('data-over-content');
    },
  );

  it('reads where a page opened scrolled once its first frame is on screen, never while rendering', () => {
    jest.useFakeTimers();
    let reads = 0;
    // Reading the offset lays the page out; during hydration that was the whole page, in a task.
    Object.defineProperty(window, 'scrollY', {
      get: () => (reads++, 400),
      configurable: true,
    });
    try {
      renderHeader();
      expect(reads).toBe(0);
      expect(header()).toHaveAttribute('data-translucent', 'false');
      act(() => jest.runAllTimers());
      expect(reads).toBe(1);
      expect(header()).toHaveAttribute('data-translucent', 'true');
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(['/blogs', '/blog/65f1a3000000000000000001'])(
    'is translucent on %s from the top',
    (path) => {
      renderHeader(path);
      expect(header()).toHaveAttribute('data-translucent', 'true');
    },
  );

  it('on the home page an anchor link scrolls to its section', async () => {
    renderHeader('/');
    const section = document.createElement('section');
    section.id = 'reviews';
    document.body.appendChild(section);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Reviews',
      }),
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(router.push).not.toHaveBeenCalled();
    section.remove();
  });

  it('from another page an anchor link opens "/" and scrolls 250 ms after the home page shows', async () => {
    jest.useFakeTimers();
    try {
      const { rerender } = renderHeader('/services');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
          name: 'Works',
        }),
      );
      expect(router.push).toHaveBeenCalledWith('/', { scroll: false });
      // A slow navigation: nothing scrolls while the old page is still on screen.
      act(() => jest.advanceTimersByTime(1000));
      expect(scrollIntoView).not.toHaveBeenCalled();
      // The home page arrives.
      const section = document.createElement('section');
      section.id = 'works';
      document.body.appendChild(section);
      currentPath.value = '/';
      rerender(
        <SiteHeader
          links={headerLinks}
          cta={headerCta}
          logo="Nimbus Studio"
          logoLabel="Nimbus Studio, home"
        />,
      );
      // The scroller module loads (a resolved import here, a small chunk in a browser).
      await act(async () => {});
      act(() => jest.advanceTimersByTime(249));
      expect(scrollIntoView).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(scrollIntoView.mock.contexts[0]).toBe(section);
      section.remove();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the logo on the home page scrolls to the top', async () => {
    renderHeader('/');
    await userEvent.click(screen.getByRole('link', { name: 'Nimbus Studio, home' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('has a mobile menu: a popover its toggle opens, with every link and the current page marked', async () => {
    renderHeader('/services');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // The browser opens, closes (Escape, a tap outside) and orders it for Tab: the e2e tests
    // drive that in Chromium (tests/e2e/site/navigation.spec.ts).
    expect(toggle).toHaveAttribute('popovertarget', panel.id);
    expect(panel).toHaveAttribute('popover', 'auto');
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Reviews',
      'Works',
      'Services',
      'About Us',
      'Blogs',
      'Get in touch',
    ]);
    expect(within(panel).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('in a browser without popovers (as here) the toggle shows and hides the menu itself', async () => {
    renderHeader('/services');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect('showPopover' in panel).toBe(false);
    expect(panel).not.toHaveAttribute('data-open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(panel).toHaveAttribute('data-open');

    // Following a link closes it.
    await userEvent.click(within(panel).getByRole('link', { name: 'Blogs' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(panel).not.toHaveAttribute('data-open');
  });
});

describe('the scroll-to-top button', () => {
  it('appears after more than 300 px of scroll and takes the page to the top', async () => {
    render(<ScrollToTop>↑</ScrollToTop>);
    const button = screen.getByLabelText('Scroll to top');
    expect(button).not.toBeVisible();
    scrollTo(300);
    expect(button).not.toBeVisible();
    scrollTo(301);
    expect(button).toBeVisible();
    await userEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    expect(button).not.toBeVisible();
  });
});
