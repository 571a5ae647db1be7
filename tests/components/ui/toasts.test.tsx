import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { toast } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { clearToasts, findToast, queryToast } from '../admin/test-utils';

afterEach(() => {
  clearToasts();
  jest.useRealTimers();
});

describe('notices', () => {
  it('leave after their time, but stay while the pointer is on one or the focus is in it', async () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => void toast.error('The mail server did not answer.'));
    const notice = (await findToast('The mail server did not answer.')).closest('[role="alert"]')!;

    // Read with the pointer on it: its 6 s pass and it stays.
    fireEvent.pointerEnter(notice);
    act(() => jest.advanceTimersByTime(10_000));
    expect(queryToast('The mail server did not answer.')).toBeInTheDocument();
    fireEvent.pointerLeave(notice);

    // Its close button focused: it stays too.
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss notification' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(queryToast('The mail server did not answer.')).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss notification' }));

    // Let go, it runs out the rest of its time (at least 1.5 s), then leaves.
    act(() => jest.advanceTimersByTime(1_000));
    expect(queryToast('The mail server did not answer.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6_000));
    expect(queryToast('The mail server did not answer.')).not.toBeInTheDocument();
  });

  it('a notice nobody touches leaves after its time', async () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => void toast.success('Saved.'));
    await findToast('Saved.');
    act(() => jest.advanceTimersByTime(4_400));
    expect(queryToast('Saved.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(queryToast('Saved.')).not.toBeInTheDocument();
  });

  it('the same notice again replaces the one showing, with its time started again', async () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => void toast.error('Please fill all fields!', { title: 'Validation Error' }));
    await findToast('Please fill all fields!');
    act(() => jest.advanceTimersByTime(4_000));
    act(() => void toast.error('Please fill all fields!', { title: 'Validation Error' }));
    act(() => void toast.error('Something went wrong. Please try again!'));
    expect(screen.getAllByText('Please fill all fields!')).toHaveLength(1);
    expect(queryToast('Something went wrong. Please try again!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4_000));
    expect(queryToast('Please fill all fields!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_100));
    expect(queryToast('Please fill all fields!')).not.toBeInTheDocument();
  });

  it('a form’s new notice replaces its older one; another form’s stays', async () => {
    render(
      <>
        <form aria-label="Contact">
          <button type="submit">Send</button>
        </form>
        <form aria-label="Comment">
          <button type="submit">Post</button>
        </form>
        <Toaster />
      </>,
    );
    const [contact, comment] = screen.getAllByRole('button');
    // The form holding the focus is the notice's source, as after pressing its button.
    act(() => contact!.focus());
    act(() => void toast.error('Please fill all fields!', { title: 'Validation Error' }));
    await findToast('Please fill all fields!');
    act(() => comment!.focus());
    act(() => void toast.error('Comment refused'));
    act(() => contact!.focus());
    act(() => void toast.error('Something went wrong. Please try again!', { title: 'Error' }));
    expect(queryToast('Please fill all fields!')).not.toBeInTheDocument();
    expect(queryToast('Something went wrong. Please try again!')).toBeInTheDocument();
    expect(queryToast('Comment refused')).toBeInTheDocument();
  });
});
