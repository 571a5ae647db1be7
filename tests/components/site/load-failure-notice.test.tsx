import { render } from '@testing-library/react';
import { LoadFailureNotice } from '@/components/site/load-failure-notice';
import { Toaster } from '@/components/ui/toaster';
import { NOTICES } from '@/lib/content/notices';
import { clearToasts, findToast } from './utils';

afterEach(clearToasts);

test('a failed read is announced as an error notice (the notices load on demand)', async () => {
  render(
    <>
      <LoadFailureNotice message={NOTICES.wentWrong} />
      <Toaster />
    </>,
  );
  const notice = (await findToast('Something went wrong. Please try again!')).closest(
    '[role="alert"]',
  );
  expect(notice).not.toBeNull();
});
