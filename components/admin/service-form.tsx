'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { AdminApiError } from '@/lib/admin/request';
import {
  SERVICE_LIMITS,
  checkInput,
  emptyValues,
  formValuesOf,
  service,
  type Fields,
  type Service,
  type ServiceCard,
} from '@/lib/entities';
import { Card } from './card';
import { CardListEditor } from './card-list-editor';
import { ResourceFields } from './resource-fields';
import { SaveBar } from './save-bar';
import { sendContentForm } from './send-content-form';
import { markFieldErrors } from './mark-field-error';
import { changedFrom, useUnsavedChanges } from './unsaved-changes';
import { useFailureHandler } from './use-failure';

const pick = (...names: (keyof typeof service.textFields)[]): Fields =>
  Object.fromEntries(names.map((name) => [name, service.textFields[name]]));

/** The form's sections: the card, the hero, search, then the two card lists with their headings. */
const SECTIONS = {
  card: pick('title', 'slug', 'description', 'icon', 'accent', 'footerLabel'),
  hero: pick('heroHeading', 'heroDescription', 'heroImage'),
  search: pick('metaDescription'),
  details: pick('detailsHeading'),
  process: pick('cycleHeading'),
};

const blankCard = (): ServiceCard => ({ title: '', description: '' });

/**
 * A service's create form (the list page's; it resets after a create) or its edit form (If-Match:
 * a save is refused when a colleague saved it since, and what was typed stays).
 */
export function ServiceForm({
  record,
  onSaved,
  onCancel,
}: {
  record?: Service;
  onSaved: (record: Service) => void;
  onCancel?: () => void;
}) {
  const editing = record !== undefined;
  const [start, setStart] = useState(() =>
    record
      ? formValuesOf(service.textFields, record)
      : { ...emptyValues(service.textFields), icon: 'code', accent: '#6366f1' },
  );
  const [values, setValues] = useState(start);
  const [details, setDetails] = useState<ServiceCard[]>(() => record?.details ?? [blankCard()]);
  const [cycles, setCycles] = useState<ServiceCard[]>(() => record?.cycles ?? [blankCard()]);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const cardsText = JSON.stringify([details, cycles]);
  const [cardsStart, setCardsStart] = useState(cardsText);
  const unsaved = useUnsavedChanges(changedFrom(start, values) || cardsText !== cardsStart);
  const onChange = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { ...values, details, cycles };
    const checked = checkInput(service.fields, body);
    if (!checked.ok) {
      markFieldErrors(event.currentTarget, checked.problems, checked.field);
      return;
    }
    setBusy(true);
    try {
      const answer = await sendContentForm<{ service: Service; message: string }>(
        service,
        record,
        body,
      );
      toast.success(answer.message);
      if (!editing) {
        const blank = { ...emptyValues(service.textFields), icon: 'code', accent: '#6366f1' };
        setStart(blank);
        setValues(blank);
        setDetails([blankCard()]);
        setCycles([blankCard()]);
        setCardsStart(JSON.stringify([[blankCard()], [blankCard()]]));
      }
      onSaved(answer.service);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) {
        toast.error('This service has been deleted elsewhere, so it cannot be updated.');
      } else onFailure(error, editing ? 'update service' : 'add service');
    } finally {
      setBusy(false);
    }
  }

  const section = (
    id: string,
    title: string,
    fields: Fields,
    description?: string,
    extra?: React.ReactNode,
  ) => (
    <Card title={title} titleId={`service-${id}`} description={description}>
      <div className="space-y-5">
        <ResourceFields fields={fields} values={values} onChange={onChange} />
        {extra}
      </div>
    </Card>
  );

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Update service' : 'Add service'}
      className="space-y-6"
    >
      {section(
        'card',
        editing ? 'Card and address' : 'Add service',
        SECTIONS.card,
        'Its card on /services and the home page, and its address.',
      )}
      {section('hero', 'Page hero', SECTIONS.hero)}
      {section(
        'details',
        'Details',
        SECTIONS.details,
        'What the client gets: 6 or 8 cards read best.',
        <CardListEditor
          label="Details"
          cards={details}
          onChange={setDetails}
          max={SERVICE_LIMITS.cards}
        />,
      )}
      {section(
        'process',
        'Process',
        SECTIONS.process,
        'How the work runs, step by step: 6 steps read best.',
        <CardListEditor
          label="Process"
          cards={cycles}
          onChange={setCycles}
          max={SERVICE_LIMITS.cards}
        />,
      )}
      {section('search', 'Search engines', SECTIONS.search)}
      {editing ? (
        <SaveBar busy={busy} label="Update" busyLabel="Updating..." onCancel={onCancel} />
      ) : (
        <div className="flex justify-end">
          <Button
            type="submit"
            aria-disabled={busy || undefined}
            aria-busy={busy}
            className="w-full sm:w-auto"
          >
            {busy ? 'Adding...' : 'Add Service'}
          </Button>
        </div>
      )}
      {unsaved.dialog}
    </form>
  );
}
