import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceCreateForm } from '@/components/admin/resource-screen';
import { renderAdmin } from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);
// The preview's file cannot be loaded (a deployment replaced it while the panel was open).
jest.mock('@/components/admin/post-preview', () => {
  throw new Error('Loading chunk failed');
});

it('a preview that cannot be loaded says so in its place, and the form and its text stay', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderAdmin(<ResourceCreateForm kind="blogs" onCreated={() => {}} />);
  await user.type(screen.getByLabelText('Title'), 'Launch notes');
  await user.click(screen.getByLabelText('Description'));
  await user.paste('A **bold** start.');
  await user.click(screen.getByRole('tab', { name: 'Preview' }));

  expect(
    await screen.findByText(/The preview could not be loaded\. What you typed is kept/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Write' }));
  expect(screen.getByLabelText('Description')).toHaveValue('A **bold** start.');
  expect(screen.getByLabelText('Title')).toHaveValue('Launch notes');
  // The failure is in the browser's console for whoever looks into it.
  expect(logged).toHaveBeenCalledWith(
    '[admin] the post preview could not be loaded:',
    expect.any(Error),
  );
  logged.mockRestore();
});
