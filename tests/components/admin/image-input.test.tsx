import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageInput } from '@/components/admin/image-input';
import { Toaster } from '@/components/ui/toaster';
import {
  clearToasts,
  findToast,
  installObjectUrls,
  objectUrl,
  pngFile,
  queryToast,
} from './test-utils';

function setup(props: { currentUrl?: string } = {}) {
  const onChange = jest.fn();
  // applyAccept: false — a person can pick "All files" in the dialog; the component must refuse them itself.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <>
      <ImageInput label="Project image" onChange={onChange} {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('Project image') as HTMLInputElement;
  return { onChange, user, input, ...view };
}

beforeEach(() => {
  clearToasts();
  installObjectUrls();
});

describe('ImageInput', () => {
  it('offers only PNG, JPG and WEBP in the picker', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })],
    ['an SVG', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })],
    ['a PDF', new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })],
  ])('refuses %s with the spec message and clears the input', async (_, file) => {
    const { user, input, onChange } = setup();
    await user.upload(input, file);
    expect(await findToast('Only PNG, JPG or WEBP files are allowed!')).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(objectUrl.create).not.toHaveBeenCalled();
    expect(screen.getByText('No image selected')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB with a clear message', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(await findToast('Image is too large: the limit is 5 MB!')).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('previews an accepted image and hands the file over', async () => {
    const { user, input, onChange } = setup();
    const file = new File([new Uint8Array(10)], 'cover.webp', { type: 'image/webp' });
    await user.upload(input, file);
    const preview = screen.getByRole('img', { name: 'Preview of cover.webp' });
    expect(preview.getAttribute('src')).toMatch(/^blob:mock\//);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(queryToast('Only PNG, JPG or WEBP files are allowed!')).not.toBeInTheDocument();
  });

  it('refuses a file the browser cannot draw, whatever its name says, when it is chosen', async () => {
    const { user, input, onChange } = setup();
    const renamed = new File(['just some text'], 'notes.png', { type: 'image/png' });
    await user.upload(input, renamed);
    // The browser fails to decode the preview: the choice is undone at once.
    fireEvent.error(screen.getByRole('img', { name: 'Preview of notes.png' }));
    expect(await findToast('Only PNG, JPG or WEBP files are allowed!')).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No image selected')).toBeInTheDocument();
  });

  it('revokes the old preview URL when the image changes and when it goes away', async () => {
    const { user, input, unmount } = setup();
    await user.upload(input, pngFile('one.png'));
    const first = objectUrl.create.mock.results[0]!.value as string;
    await user.upload(input, pngFile('two.png'));
    expect(objectUrl.revoke).toHaveBeenCalledWith(first);
    const second = objectUrl.create.mock.results[1]!.value as string;
    unmount();
    expect(objectUrl.revoke).toHaveBeenCalledWith(second);
  });

  it('shows the current image until a new one is chosen, and goes back to it', async () => {
    const { user, input, onChange } = setup({ currentUrl: '/uploads/current.png' });
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    await user.upload(input, pngFile('new.png'));
    expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of new.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep current image' }));
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
  });
});
