import { act, fireEvent, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ResourceFields } from '@/components/admin/resource-fields';
import { IMAGE_ENTITIES, emptyValues, type Fields, type FormValues } from '@/lib/entities';

const projectFields = IMAGE_ENTITIES.projects.fields;
const reviewFields = IMAGE_ENTITIES.reviews.fields;

/** A panel form's state around its fields, as the create and edit forms hold it. */
function Form({
  fields,
  start,
  seen,
}: {
  fields: Fields;
  start: FormValues;
  seen: (values: FormValues) => void;
}) {
  const [values, setValues] = useState(start);
  seen(values);
  return (
    <form aria-label="Form">
      <ResourceFields
        fields={fields}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
    </form>
  );
}

let root: Root | undefined;
function cleanUp() {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
}
afterEach(cleanUp);

/**
 * Renders the form as the server sends it, lets `early` change its fields as a visitor does
 * before the script runs, then hydrates it. Returns the state the form holds and how many times
 * it rendered.
 */
async function hydrate(fields: Fields, start: FormValues, early: () => void = () => {}) {
  const result = { state: {} as FormValues, renders: 0 };
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form fields={fields} start={start} seen={() => {}} />);
  early();
  const seen = (values: FormValues) => {
    result.state = values;
    result.renders++;
  };
  await act(async () => {
    root = hydrateRoot(container, <Form fields={fields} start={start} seen={seen} />);
  });
  return result;
}

it('takes what was typed in the server-rendered fields before hydration into the form’s state', async () => {
  const form = await hydrate(projectFields, emptyValues(projectFields), () =>
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Typed early' } }),
  );
  expect(form.state.title).toBe('Typed early');
  // A change in another field renders every field again from the state: the early text stays.
  fireEvent.change(screen.getByLabelText('Live link'), {
    target: { value: 'https://early.example.com' },
  });
  expect(screen.getByLabelText('Title')).toHaveValue('Typed early');
  expect(form.state).toMatchObject({ title: 'Typed early', link: 'https://early.example.com' });
});

it('leaves the state alone when nothing was typed before hydration', async () => {
  const form = await hydrate(projectFields, emptyValues(projectFields));
  expect(form.renders).toBe(1);
});

it('takes an option chosen early, but not the one a list shows for a value it does not offer', async () => {
  const chosen = await hydrate(reviewFields, emptyValues(reviewFields), () =>
    fireEvent.click(screen.getByRole('radio', { name: 'Right' })),
  );
  expect(chosen.state.col).toBe('3');
  cleanUp();

  // A stored value the list no longer offers: the browser shows the first option, unchosen.
  const stored = await hydrate(reviewFields, { ...emptyValues(reviewFields), col: '7' });
  expect(stored.state.col).toBe('7');
  expect(stored.renders).toBe(1);
});

it('holds a textarea that starts with text read-only until hydrated (React puts its text back then)', async () => {
  const start = { ...emptyValues(projectFields), description: 'The stored description.' };
  await hydrate(projectFields, start, () => {
    // As the server sent it: typing there would be undone by the hydration.
    expect(screen.getByLabelText('Description')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('readonly');
  });
  expect(screen.getByLabelText('Description')).not.toHaveAttribute('readonly');
  expect(screen.getByLabelText('Description')).toHaveValue('The stored description.');
});

it('never holds a textarea the browser mounts, not even behind a transition still pending', async () => {
  // A save's refresh is a transition that waits for the server; React 19 makes later transitions
  // wait with it. An edit form opened meanwhile takes typing at once: it was never server-rendered.
  let settle = () => {};
  act(() => {
    startTransition(() => new Promise<void>((resolve) => (settle = resolve)));
  });
  const container = document.createElement('div');
  document.body.append(container);
  const start = { ...emptyValues(projectFields), description: 'The stored description.' };
  await act(async () => {
    root = createRoot(container);
    root.render(<Form fields={projectFields} start={start} seen={() => {}} />);
  });
  expect(screen.getByLabelText('Description')).not.toHaveAttribute('readonly');
  await act(async () => settle());
});

it('leaves the state alone for text stored with CR LF line breaks, which its textarea shows as LF', async () => {
  // Saved through a form before the server stored line breaks as typed: unchanged until edited.
  const start = { ...emptyValues(projectFields), description: 'Line one\r\nLine two' };
  const form = await hydrate(projectFields, start);
  expect(screen.getByLabelText('Description')).toHaveValue('Line one\nLine two');
  expect(form.renders).toBe(1);
  expect(form.state.description).toBe('Line one\r\nLine two');
});
