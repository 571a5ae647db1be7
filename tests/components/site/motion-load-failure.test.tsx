import { act, render, screen } from '@testing-library/react';
import { OverviewFan } from '@/components/site/motion/overview-fan';
import { ScrollReveal } from '@/components/site/motion/scroll-reveal';

// The animation code's file cannot be loaded (a flaky connection, or a deployment that replaced
// it while the page was open).
jest.mock('@/components/site/motion/motion-components', () => {
  throw new Error('Loading chunk failed');
});

/** Every observed element is at once near the viewport: the motion code is asked for. */
beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  window.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
    root = null;
    rootMargin = '';
    thresholds = [];
  } as unknown as typeof IntersectionObserver;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('a reveal whose animation cannot be loaded shows its content still, rather than fail the page', async () => {
  await act(async () => {
    render(
      <ScrollReveal className="reveal">
        <p>Interfaces people enjoy using</p>
      </ScrollReveal>,
    );
  });
  await settle();
  expect(screen.getByText('Interfaces people enjoy using')).toBeInTheDocument();
});

it('the overview fan whose animation cannot be loaded stays at rest, its screenshots shown', async () => {
  await act(async () => {
    render(
      <OverviewFan
        shots={[
          <span key="1" role="img" aria-label="Dashboard">
            ▦
          </span>,
        ]}
      />,
    );
  });
  await settle();
  expect(screen.getByRole('img', { name: 'Dashboard' })).toBeInTheDocument();
});
