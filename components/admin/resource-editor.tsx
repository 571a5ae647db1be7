'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { adminRequest } from '@/lib/admin/api';
import { useAdminData } from '@/lib/admin/use-admin-data';
import { useFailureHandler } from '@/lib/admin/use-failure';
import { firstProblem } from '@/lib/admin/validation';
import type { Blog, BlogComment } from '@/lib/data/types';
import { BlogComments } from './blog-comments';
import { Button } from './button';
import { Card, PageHeading } from './card';
import { ArrowLeftIcon } from './icons';
import { ImageInput } from './image-input';
import { LoadError } from './load-error';
import {
  RESOURCES,
  type Entity,
  type FormValues,
  type ResourceConfig,
  type ResourceKind,
} from './resources';
import { ResourceFields, toFormData } from './resource-fields';
import { PageLoader } from './spinner';

function EditForm({
  config,
  record,
  onSaved,
}: {
  config: ResourceConfig;
  record: Entity;
  onSaved: (record: Entity) => void;
}) {
  const router = useRouter();
  const onFailure = useFailureHandler();
  const [values, setValues] = useState<FormValues>(() => config.toValues(record));
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const blog = config.kind === 'blogs' ? (record as unknown as Blog) : null;
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const comments: BlogComment[] = blog
    ? blog.comments.filter((c) => !removedIds.includes(c._id))
    : [];
  const titleId = `edit-${config.kind}-title`;

  function cancel() {
    if (window.history.length > 1) router.back();
    else router.push(config.paths.page);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = config.schema.safeParse(values);
    if (!parsed.success) {
      toast.error(firstProblem(parsed.error));
      return;
    }
    const form = toFormData(config.fields, values, image);
    if (blog) {
      // The whole remaining list, as JSON text (spec), and the ids this editor loaded: the server
      // removes exactly the loaded comments that are not kept, so a comment posted while the
      // editor was open is never removed by this save.
      form.append('comments', JSON.stringify(comments));
      form.append('loadedComments', JSON.stringify(blog.comments.map((c) => c._id)));
    }
    setBusy(true);
    try {
      const answer = await adminRequest<Record<string, unknown>>(config.paths.update(record._id), {
        method: 'PATCH',
        body: form,
        expect: 202,
      });
      toast.success(String(answer.message ?? 'Updated successfully!'));
      onSaved(answer[config.recordKey] as Entity);
    } catch (error) {
      onFailure(error, `update ${config.noun}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={config.updateHeading} className="space-y-6">
      <Card title="Details" titleId={`${titleId}-details`}>
        <div className="space-y-5">
          <ResourceFields
            fields={config.fields}
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          />
          <ImageInput label={config.imageLabel} onChange={setImage} currentUrl={record.imageURL} />
        </div>
      </Card>
      {blog && (
        <BlogComments
          comments={comments}
          pendingRemovals={removedIds.length}
          onRemove={(c) => setRemovedIds((ids) => [...ids, c._id])}
          onUndo={() => setRemovedIds([])}
        />
      )}
      {/* Stays in reach at the bottom of the screen while a long post is edited. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-2xl lg:border lg:shadow-sm">
        <Button
          variant="secondary"
          onClick={cancel}
          disabled={busy}
          className="flex-1 sm:flex-none"
        >
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy} className="flex-1 sm:flex-none">
          {busy ? 'Updating...' : 'Update'}
        </Button>
      </div>
    </form>
  );
}

/** /private/admin/{project|member|review|blog}/{id}: load, edit, save. */
export function ResourceEditor({ kind, id }: { kind: ResourceKind; id: string }) {
  const config = RESOURCES[kind];
  const { state, retry, update } = useAdminData<Entity>(
    config.paths.get(id),
    (json) => json[config.recordKey] as Entity,
    config.noun,
  );

  const back = (
    <Link
      href={config.paths.page}
      className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeftIcon className="size-4" /> {config.listHeading}
    </Link>
  );

  if (state.status === 'loading') return <PageLoader label={`Loading ${config.noun}…`} />;
  if (state.status === 'error') {
    return (
      <LoadError
        onRetry={retry}
        notFound={state.httpStatus === 404 ? `This ${config.noun} was not found` : undefined}
        backHref={config.paths.page}
        backLabel={`Back to ${config.title.toLowerCase()}`}
      />
    );
  }
  const record = state.data;
  const stamp = (record as unknown as { updatedAt?: string }).updatedAt ?? '';
  return (
    <>
      {back}
      <PageHeading title={config.updateHeading} description={`Editing ${config.name(record)}`} />
      {/* A saved record remounts the form: fields, image and comments start from what the server returned. */}
      <EditForm
        key={`${record._id}:${stamp}`}
        config={config}
        record={record}
        onSaved={(saved) => update(() => saved)}
      />
    </>
  );
}
