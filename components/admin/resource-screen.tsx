'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/lib/api/messages';
import { adminRequest } from '@/lib/admin/request';
import {
  IMAGE_ENTITIES,
  checkInput,
  emptyValues,
  withSuggestedSlug,
  type ImageEntityKind,
} from '@/lib/entities';
import { Button, panelButtonClasses } from '@/components/ui/button';
import { Card, CountBadge, PageHeading } from './card';
import { COLLECTION_TABLES, type RowOf } from './collection-tables';
import { DataTable, PHONE, type Column } from './data-table';
import { ImageInput } from './image-input';
import { ResourceFields, toFormData } from './resource-fields';
import { useFailureHandler } from './use-failure';
import { useServerState } from './use-server-state';
import { useDeleteConfirmation } from './use-delete';
import { markFieldError, markFieldErrors } from './mark-field-error';
import { changedFrom, useUnsavedChanges } from './unsaved-changes';
import { Icon } from '@/components/ui/icons';
import { checkPublishing, type PublishingForm } from '@/lib/entities/publishing';
import { publicEnv } from '@/lib/public-env';
import { appendPublishing, PublishingFields } from './publishing-fields';
import { appendCommentsOpen, CommentsSwitch } from './comments-switch';
import { PublishingStatus } from './publishing-status';
import { SearchPreview } from './search-preview';
import { AuthorField, startingByline, useAuthorChoices, withByline } from './author-field';
import { FeaturedOrder } from './featured-order';
import { appendGalleryUploads, ProjectGalleryUploads } from './project-gallery-uploads';

/** A new record is published at once unless the admin picks otherwise. */
const NEW_PUBLISHING: PublishingForm = { status: 'published', publishAt: '', unpublishAt: '' };

/**
 * The create form of a collection. After a successful create it resets (fields and image); after
 * a failed one it keeps everything that was typed and chosen, so nothing is lost.
 */
export function ResourceCreateForm<K extends ImageEntityKind>({
  kind,
  onCreated,
}: {
  kind: K;
  onCreated: (record: RowOf<K>) => void;
}) {
  const entity = IMAGE_ENTITIES[kind];
  const [start] = useState(() => emptyValues(entity.fields));
  const [values, setValues] = useState(start);
  const [image, setImage] = useState<File | null>(null);
  const [publishing, setPublishing] = useState(NEW_PUBLISHING);
  const authors = useAuthorChoices();
  const [byline, setByline] = useState(() => (authors ? startingByline(authors) : ''));
  const [commentsOpen, setCommentsOpen] = useState(true);
  const unsaved = useUnsavedChanges(image !== null || !commentsOpen || changedFrom(start, values));
  // A new key remounts the image input: it clears the file and revokes its preview.
  const [imageKey, setImageKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const titleId = `create-${kind}-title`;

  /** A post sends its comments switch; the other collections have none. */
  const withSwitch = (form: FormData) =>
    kind === 'blogs' ? appendCommentsOpen(form, commentsOpen) : form;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkInput(entity.fields, values);
    if (!checked.ok) {
      // The image is marked with the rest: everything missing is shown at once.
      const problems = image
        ? checked.problems
        : [...checked.problems, { field: 'image', message: MESSAGES.selectImage }];
      markFieldErrors(event.currentTarget, problems, checked.field);
      return;
    }
    if (!image) {
      markFieldError(event.currentTarget, 'image', MESSAGES.selectImage);
      return;
    }
    const schedule = checkPublishing(publishing, publicEnv.timeZone);
    if (!schedule.ok) {
      markFieldError(event.currentTarget, schedule.field, schedule.message);
      return;
    }
    const body = withByline(
      withSwitch(appendPublishing(toFormData(entity.fields, values, image), publishing)),
      authors && byline,
    );
    if (kind === 'projects') appendGalleryUploads(body, event.currentTarget as HTMLFormElement);
    setBusy(true);
    try {
      const answer = await adminRequest<Record<string, unknown>>(entity.api.add, {
        method: 'POST',
        body,
        expect: 201,
      });
      onCreated(answer[entity.api.key] as RowOf<K>);
      toast.success(String(answer.message ?? 'Added successfully!'));
      setValues(start);
      setImage(null);
      setPublishing(NEW_PUBLISHING);
      if (authors) setByline(startingByline(authors));
      setCommentsOpen(true);
      setImageKey((k) => k + 1);
    } catch (error) {
      onFailure(error, `create ${entity.noun}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={entity.admin.createHeading} titleId={titleId}>
      <form
        // POST: a submit before the script runs must not put what was typed in the address.
        method="post"
        onSubmit={submit}
        noValidate
        aria-labelledby={titleId}
        className="space-y-5"
      >
        <ResourceFields
          fields={entity.fields}
          values={values}
          // A post's slug follows its title until the admin types their own.
          onChange={(name, value) => setValues((v) => withSuggestedSlug(v, name, value))}
        />
        {'seoTitle' in entity.fields && <SearchPreview values={values} />}
        <AuthorField value={byline} onChange={setByline} />
        <ImageInput key={imageKey} label={entity.admin.imageLabel} onChange={setImage} />
        <ResourceFields
          fields={entity.fields}
          place="image"
          values={values}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        {kind === 'projects' && <ProjectGalleryUploads key={`gallery-${imageKey}`} />}
        <PublishingFields value={publishing} onChange={setPublishing} />
        {kind === 'blogs' && <CommentsSwitch open={commentsOpen} onChange={setCommentsOpen} />}
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button
            type="submit"
            aria-disabled={busy || undefined}
            aria-busy={busy}
            className="w-full sm:w-auto"
          >
            {busy ? entity.admin.createBusy : entity.admin.createButton}
          </Button>
        </div>
      </form>
      {unsaved.dialog}
    </Card>
  );
}

/**
 * /private/admin/{projects|team|reviews|blogs}: the create form and the table of the records the
 * server read for the page. Creates and deletes change the table in place.
 */
export function ResourceScreen<K extends ImageEntityKind>({
  kind,
  initialRows,
}: {
  kind: K;
  initialRows: RowOf<K>[];
}) {
  const entity = IMAGE_ENTITIES[kind];
  const table = COLLECTION_TABLES[kind];
  const [rows, setRows, refresh] = useServerState(initialRows);
  const remove = useDeleteConfirmation<RowOf<K>>({
    path: (row) => entity.api.remove(row._id),
    title: `Delete this ${entity.noun}?`,
    describe: (row) => (
      <>
        <strong dir="auto" className="font-semibold text-slate-900">
          {(table.subject ?? table.name)(row)}
        </strong>{' '}
        will be removed from the website at once and kept in the Trash for 30 days, with its image,
        in case you need it back.
      </>
    ),
    onDeleted: (row) => {
      setRows((list) => list.filter((r) => r._id !== row._id));
      refresh();
    },
    what: entity.noun,
  });

  const columns: Column<RowOf<K>>[] = [
    ...table.columns,
    {
      header: 'Status',
      clamp: false,
      className: `min-w-[8rem] ${PHONE.meta}`,
      phoneLabel: true,
      cell: (row) => <PublishingStatus record={row} />,
    },
    {
      header: 'Actions',
      clamp: false,
      pinned: true,
      className: `w-28 max-sm:w-auto max-sm:-mr-2 ${PHONE.end}`,
      cell: (row) => (
        <div className="flex items-center gap-1">
          <Link
            href={entity.admin.edit(row._id)}
            className={panelButtonClasses('ghost')}
            aria-label={`Edit ${table.name(row)}`}
            title="Edit"
          >
            <Icon name="pencil" size={18} />
          </Link>
          <Button
            variant="danger-ghost"
            onClick={() => remove.ask(row)}
            aria-label={`Delete ${table.name(row)}`}
            title="Delete"
          >
            <Icon name="trash" size={18} />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={entity.admin.title} description={entity.admin.description} />
      <div className="space-y-6">
        <ResourceCreateForm
          kind={kind}
          onCreated={(record) => {
            setRows((list) => [record, ...list.filter((r) => r._id !== record._id)]);
            refresh();
          }}
        />
        {kind === 'projects' && (
          <FeaturedOrder
            rows={rows as RowOf<'projects'>[]}
            onReorder={(moved) =>
              setRows((list) => list.map((r) => moved.get(r._id) ?? r) as RowOf<K>[])
            }
          />
        )}
        <Card
          title={entity.admin.listHeading}
          titleId={`${kind}-list-title`}
          badge={<CountBadge count={rows.length} noun={entity.admin.title.toLowerCase()} />}
          bodyClassName=""
        >
          <DataTable
            label={entity.admin.listHeading}
            rows={rows}
            columns={columns}
            empty={entity.admin.empty}
          />
        </Card>
      </div>
      {remove.dialog}
    </>
  );
}
