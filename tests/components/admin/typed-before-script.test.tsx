import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ResourceFields } from '@/components/admin/resource-fields';
import { IMAGE_ENTITIES, emptyValues, type FormValues } from '@/lib/entities';

const fields = IMAGE_ENTITIES.projects.fields;

/** A panel form's state around its fields, as the create and edit forms hold it. */
function Form({ seen }: { seen: (values: FormValues) => void }) {
  const [values, setValues] = useState(() => emptyValues(fields));
  seen(values);
  return (
    <form aria-label="Create Project">
      <ResourceFields
        fields={fields}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('takes what was typed in the server-rendered fields before hydration into the form’s state', async () => {
  let state: FormValues = {};
  const seen = (values: FormValues) => (state = values);
  // The page as the server sent it, typed into before the script ran.
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form seen={() => {}} />);
  fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Typed early' } });
  await act(async () => {
    root = hydrateRoot(container, <Form seen={seen} />);
  });
  expect(state.title).toBe('Typed early');
  // A change in another field renders every field again from the state: the early text stays.
  fireEvent.change(screen.getByLabelText('Live link'), {
    target: { value: 'https://early.example.com' },
  });
  expect(screen.getByLabelText('Title')).toHaveValue('Typed early');
  expect(state).toMatchObject({ title: 'Typed early', link: 'https://early.example.com' });
});

it('leaves the state alone when nothing was typed before hydration', async () => {
  let renders = 0;
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form seen={() => {}} />);
  await act(async () => {
    root = hydrateRoot(container, <Form seen={() => renders++} />);
  });
  expect(renders).toBe(1);
});
