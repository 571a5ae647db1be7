'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { AdminApiError, adminRequest } from '@/lib/admin/request';
import {
  IMAGE_ENTITIES,
  checkInput,
  contentVersion,
  formValuesOf,
  type Blog,
  type ImageEntityKind,
} from '@/lib/entities';
import { BlogComments } from './blog-comments';
import { Button } from '@/components/ui/button';
import { Card, PageHeading } from './card';
import { COLLECTION_TABLES, type RowOf } from './collection-tables';
import { ImageInput } from './image-input';
import { ResourceFields, toFormData } from './resource-fields';
import { useFailureHandler } from './use-failure';
import { useServerState } from './use-server-state';
import { markFieldErrors } from './mark-field-error';
import { changedFrom, useUnsavedChanges } from './unsaved-changes';
import { ADMIN_ROOT } from '@/lib/admin/paths';
import { Icon } from '@/components/ui/icons';
import { checkPublishing, publishingFormOf } from '@/lib/entities/publishing';
import { publicEnv } from '@/lib/public-env';
import { BlogPublishing } from './blog-publishing';
import { appendPublishing, PublishingFields } from './publishing-fields';
import { SearchPreview } from './search-preview';
import { AuthorField, startingByline, useAuthorChoices, withByline } from './author-field';
import { appendCommentsOpen, CommentsSwitch } from './comments-switch';
import { appendGalleryUploads, ProjectGalleryUploads } from './project-gallery-uploads';

/**
 * The previous history entry is a panel screen. Read from the Navigation API where there is one
 * (an edit page opened in a new tab, or from an email, has nothing of the panel to go back to);
 * elsewhere, any previous entry counts.
 */
function cameFromPanel(): boolean {
  const navigation = (
    window as {
      navigation?: { currentEntry: { index: number } | null; entries(): { url: string | null }[] };
    }
  ).navigation;
  if (!navigation) return window.history.length > 1;
  const index = navigation.currentEntry?.index ?? 0;
  const previous = index > 0 ? navigation.entries()[index - 1]?.url : null;
  if (!previous) return false;
  const url = new URL(previous);
  return (
    url.origin === window.location.origin &&
    (url.pathname === ADMIN_ROOT || url.pathname.startsWith(`${ADMIN_ROOT}/`))
  );
}

/**
 * Stays above the form once a save was refused because someone else changed or deleted the
 * record (a toast says it once and goes): what was typed is kept here, and a link opens what is
 * stored now beside it, to compare and copy before reloading.
 */
function ConflictNotice({
  kind,
  id,
  conflict,
}: {
  kind: ImageEntityKind;
  id: string;
  conflict: 'changed' | 'deleted';
}) {
  const entity = IMAGE_ENTITIES[kind];
  const [href, label, text] =
    conflict === 'changed'
      ? [
          entity.admin.edit(id),
          'Open the saved version in a new tab',
          `Someone else saved this ${entity.noun} after you opened it, so your changes were not saved. What you typed is still here: compare it with the saved version, then reload this page and make your changes again.`,
        ]
      : [
          entity.admin.page,
          `Open ${entity.admin.title.toLowerCase()} in a new tab`,
          `This ${entity.noun} was deleted elsewhere, so it cannot be updated. What you typed is still here: copy it to create the ${entity.noun} again.`,
        ];
  return (
    <div
      role="status"
      className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6"
    >
      <p>{text}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="mt-2 inline-flex items-center gap-1.5 font-semibold text-amber-950 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        {label}
        <Icon name="external" size={16} />
      </a>
    </div>
  );
}

function EditForm<K extends ImageEntityKind>({
  kind,
  record,
  onSaved,
  focusSubmit = false,
}: {
  kind: K;
  record: RowOf<K>;
  onSaved: (record: RowOf<K>) => void;
  /** Remounted after a save: Update takes the focus it had, which the remount dropped. */
  focusSubmit?: boolean;
}) {
  const entity = IMAGE_ENTITIES[kind];
  const router = useRouter();
  const onFailure = useFailureHandler();
  // A post's pending changes, when it has some, are what its form goes on editing.
  const [start] = useState(() =>
    formValuesOf(entity.fields, 'pending' in record && record.pending ? record.pending : record),
  );
  const [publishing, setPublishing] = useState(() => publishingFormOf(record, publicEnv.timeZone));
  const [values, setValues] = useState(start);
  const [image, setImage] = useState<File | null>(null);
  const authors = useAuthorChoices();
  const blogRecord: Blog | null = 'comments' in record ? record : null;
  const [startByline] = useState(() =>
    authors && blogRecord ? startingByline(authors, blogRecord) : '',
  );
  const [byline, setByline] = useState(startByline);
  const [busy, setBusy] = useState(false);
  /** A save refused because the record changed or went away meanwhile: said until a reload. */
  const [conflict, setConflict] = useState<'changed' | 'deleted' | null>(null);
  const blog = blogRecord;
  const [commentsOpen, setCommentsOpen] = useState(blog?.commentsOpen !== false);
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const comments = blog ? blog.comments.filter((c) => !removedIds.includes(c._id)) : [];
  const titleId = `edit-${kind}-title`;
  const submitRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusSubmit) submitRef.current?.focus({ preventScroll: true });
  }, [focusSubmit]);
  const unsaved = useUnsavedChanges(
    image !== null ||
      removedIds.length > 0 ||
      byline !== startByline ||
      (blog !== null && commentsOpen !== (blog.commentsOpen !== false)) ||
      changedFrom(start, values),
  );

  /** Back to the panel screen the admin came from; to the list if they came from elsewhere. */
  function cancel() {
    if (cameFromPanel()) router.back();
    else router.push(entity.admin.page);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkInput(entity.fields, values);
    if (!checked.ok) {
      markFieldErrors(event.currentTarget, checked.problems, checked.field);
      return;
    }
    const schedule = checkPublishing(publishing, publicEnv.timeZone);
    if (!schedule.ok) {
      markFieldErrors(event.currentTarget, [schedule], schedule.field);
      return;
    }
    const form = withByline(
      appendPublishing(toFormData(entity.fields, values, image), publishing),
      authors && byline,
    );
    if (kind === 'projects') appendGalleryUploads(form, event.currentTarget as HTMLFormElement);
    if (blog) {
      // The whole remaining list, as JSON text (the documented field), and the ids this editor
      // loaded: the server removes exactly the loaded comments that are not kept, so a comment
      // posted while the editor was open is never removed by this save.
      form.append('comments', JSON.stringify(comments));
      form.append('loadedComments', JSON.stringify(blog.comments.map((c) => c._id)));
      appendCommentsOpen(form, commentsOpen);
    }
    setBusy(true);
    try {
      const answer = await adminRequest<Record<string, unknown>>(entity.api.update(record._id), {
        method: 'PATCH',
        body: form,
        // Refused (412) if someone changed the record since this page loaded it.
        headers: { 'If-Match': `"${contentVersion(entity.fields, record)}"` },
        expect: 202,
      });
      toast.success(String(answer.message ?? 'Updated successfully!'));
      onSaved(answer[entity.api.key] as RowOf<K>);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) {
        setConflict('deleted');
        toast.error(
          `This ${entity.noun} has been deleted elsewhere, so it cannot be updated. What you typed is still here.`,
        );
      } else {
        if (error instanceof AdminApiError && error.status === 412) setConflict('changed');
        onFailure(error, `update ${entity.noun}`);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      // POST: a submit before the script runs must not put what was typed in the address.
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={entity.admin.updateHeading}
      className="space-y-6"
    >
      {conflict && <ConflictNotice kind={kind} id={record._id} conflict={conflict} />}
      <Card title="Details" titleId={`${titleId}-details`}>
        <div className="space-y-5">
          <ResourceFields
            fields={entity.fields}
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          />
          {'seoTitle' in entity.fields && <SearchPreview values={values} />}
          <AuthorField value={byline} onChange={setByline} storedAuthor={blog?.author} />
          <ImageInput
            label={entity.admin.imageLabel}
            onChange={setImage}
            currentUrl={record.imageURL}
          />
          <ResourceFields
            fields={entity.fields}
            place="image"
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          />
          {kind === 'projects' && <ProjectGalleryUploads />}
          <PublishingFields value={publishing} onChange={setPublishing} />
          {blog && <CommentsSwitch open={commentsOpen} onChange={setCommentsOpen} />}
        </div>
      </Card>
      {blog && (
        <BlogPublishing
          post={blog}
          values={values}
          image={image}
          onSaved={(next) => onSaved(next as RowOf<K>)}
        />
      )}
      {blog && (
        <BlogComments
          comments={comments}
          pendingRemovals={removedIds.length}
          onRemove={(c) => setRemovedIds((ids) => [...ids, c._id])}
          onUndo={() => setRemovedIds([])}
        />
      )}
      {/* Stays in reach at the bottom of the screen while a long post is edited. */}
      <div className="editor-actions sticky bottom-0 z-10 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-2xl lg:border lg:shadow-sm">
        <Button
          variant="secondary"
          onClick={() => unsaved.guard(cancel)}
          disabled={busy}
          className="flex-1 sm:flex-none"
        >
          Cancel
        </Button>
        <Button
          type="submit"
          ref={submitRef}
          aria-disabled={busy || undefined}
          aria-busy={busy}
          className="flex-1 sm:flex-none"
        >
          {busy ? 'Updating...' : 'Update'}
        </Button>
      </div>
      {unsaved.dialog}
    </form>
  );
}

/**
 * /private/admin/{project|member|review|blog}/{id}: the record the server read for the page,
 * edited and saved; a save shows what the server returned.
 */
export function ResourceEditor<K extends ImageEntityKind>({
  kind,
  record: initial,
}: {
  kind: K;
  record: RowOf<K>;
}) {
  const entity = IMAGE_ENTITIES[kind];
  const [record, setRecord, refresh] = useServerState(initial);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Link
        href={entity.admin.page}
        className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Icon name="arrow-left" size={16} /> {entity.admin.listHeading}
      </Link>
      <PageHeading
        title={entity.admin.updateHeading}
        // The name in its own direction: an Arabic one keeps its brackets and "!" in place.
        description={
          <>
            Editing <bdi>{COLLECTION_TABLES[kind].name(record)}</bdi>
          </>
        }
      />
      {/* A saved record remounts the form: fields, image and comments start from what the server returned. */}
      <EditForm
        key={`${record._id}:${record.updatedAt}`}
        kind={kind}
        record={record}
        focusSubmit={saved}
        onSaved={(next) => {
          setSaved(true);
          setRecord(next);
          refresh();
        }}
      />
    </>
  );
}
