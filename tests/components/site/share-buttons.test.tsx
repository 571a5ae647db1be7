import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButtons } from '@/components/site/blog/share-buttons';
import { Toaster } from '@/components/ui/toaster';
import { clearToasts, findToast } from './utils';

const PATH = '/blog/65f1a3000000000000000001';
const URL_ = `${window.location.origin}${PATH}`;

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(
    <>
      <ShareButtons path={PATH} />
      <Toaster />
    </>,
  );
});
afterEach(() => {
  open.mockRestore();
  clearToasts();
});

const share = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const opened = () => {
  const [url, target, features] = open.mock.calls[0] as [string, string, string];
  return { url: new URL(url), target, features };
};

describe('share buttons', () => {
  it('Facebook opens a 600x400 popup with the page’s real address', async () => {
    await share('Share on Facebook');
    const { url, target, features } = opened();
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe(URL_);
    expect(target).toBe('_blank');
    expect(features).toContain('width=600,height=400');
  });

  it('Twitter shares the address with "Check out this blog post!"', async () => {
    await share('Share on Twitter');
    const { url, features } = opened();
    expect(url.searchParams.get('url')).toBe(URL_);
    expect(url.searchParams.get('text')).toBe('Check out this blog post!');
    expect(features).toContain('width=600,height=400');
  });

  it('LinkedIn opens a 600x400 popup', async () => {
    await share('Share on LinkedIn');
    const { url, features } = opened();
    expect(url.hostname).toBe('www.linkedin.com');
    expect(url.searchParams.get('url')).toBe(URL_);
    expect(features).toContain('width=600,height=400');
  });

  it('WhatsApp opens a 600x800 popup with "Check out this blog post: " and the address', async () => {
    await share('Share on WhatsApp');
    const { url, features } = opened();
    expect(url.searchParams.get('text')).toBe(`Check out this blog post: ${URL_}`);
    expect(features).toContain('width=600,height=800');
  });

  it('Copy Link copies the address and says "Link copied to clipboard!"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await share('Copy Link');
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await findToast('Link copied to clipboard!')).toBeInTheDocument();
  });
});
