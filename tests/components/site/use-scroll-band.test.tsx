import { act, renderHook } from '@testing-library/react';
import { useScrollBand } from '@/components/site/use-scroll-band';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('useScrollBand', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('reads where the page opened once the first frame is on screen, then follows the scroll', () => {
    scrollTo(500);
    const { result } = renderHook(() => useScrollBand(100));
    // Not during rendering: reading the offset there would lay the page out inside hydration.
    expect(result.current).toBe(0);
    act(() => {
      jest.runAllTimers();
    });
    expect(result.current).toBe(2);

    act(() => {
      scrollTo(40);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(1);
    act(() => {
      scrollTo(0);
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(0);
  });

  test('a component gone before the first frame leaves nothing scheduled and listens no more', () => {
    const { unmount } = renderHook(() => useScrollBand(100));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);

    // The next subscriber starts from the offset as last read (the top), not one read for the
    // component that is gone.
    scrollTo(500);
    window.dispatchEvent(new Event('scroll'));
    const { result } = renderHook(() => useScrollBand(100));
    expect(result.current).toBe(0);
  });
});
