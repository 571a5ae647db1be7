'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/lib/api/errors';
import { adminRequest } from '@/lib/admin/api';
import { useAdminData } from '@/lib/admin/use-admin-data';
import { useFailureHandler } from '@/lib/admin/use-failure';
import { firstProblem } from '@/lib/admin/validation';
import { Button, buttonClass } from './button';
import { Card, CountBadge, PageHeading } from './card';
import { DataTable, type Column } from './data-table';
import { PencilIcon, TrashIcon } from './icons';
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
import { useDeleteConfirmation } from './use-delete';

/**
 * The create form of a collection. After a successful create it resets (fields and image); after
 * a failed one it keeps everything that was typed and chosen (DESIGN 12.8).
 */
export function ResourceCreateForm({
  config,
  onCreated,
}: {
  config: ResourceConfig;
  onCreated: (record: Entity) => void;
}) {
  const [values, setValues] = useState<FormValues>(config.emptyValues);
  const [image, setImage] = useState<File | null>(null);
  // A new key remounts the image input: it clears the file and revokes its preview.
  const [imageKey, setImageKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const titleId = `create-${config.kind}-title`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = config.schema.safeParse(values);
    if (!parsed.success) {
      toast.error(firstProblem(parsed.error));
      return;
    }
    if (!image) {
      toast.error(MESSAGES.selectImage);
      return;
    }
    setBusy(true);
    try {
      const answer = await adminRequest<Record<string, unknown>>(config.paths.add, {
        method: 'POST',
        body: toFormData(config.fields, values, image),
        expect: 201,
      });
      onCreated(answer[config.recordKey] as Entity);
      toast.success(String(answer.message ?? 'Added successfully!'));
      setValues(config.emptyValues);
      setImage(null);
      setImageKey((k) => k + 1);
    } catch (error) {
      onFailure(error, `create ${config.noun}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={config.createHeading} titleId={titleId}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-5">
        <ResourceFields
          fields={config.fields}
          values={values}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        <ImageInput key={imageKey} label={config.imageLabel} onChange={setImage} />
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
            {busy ? config.createBusy : config.createButton}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /private/admin/{projects|team|reviews|blogs}: the create form and the table. */
export function ResourceScreen({ kind }: { kind: ResourceKind }) {
  const config = RESOURCES[kind];
  const { state, retry, update } = useAdminData<Entity[]>(
    config.paths.list,
    (json) => (json[config.listKey] as Entity[]) ?? [],
    config.title.toLowerCase(),
  );
  const remove = useDeleteConfirmation<Entity>({
    path: (row) => config.paths.remove(row._id),
    title: `Delete this ${config.noun}?`,
    describe: (row) => (
      <>
        <strong className="font-semibold text-slate-900">{config.name(row)}</strong> will be
        permanently deleted, with its image, and removed from the website.
      </>
    ),
    onDeleted: (row) => update((rows) => rows.filter((r) => r._id !== row._id)),
    what: config.noun,
  });

  if (state.status === 'loading')
    return <PageLoader label={`Loading ${config.title.toLowerCase()}…`} />;
  if (state.status === 'error') return <LoadError onRetry={retry} />;
  const rows = state.data;

  const columns: Column<Entity>[] = [
    ...config.columns,
    {
      header: 'Actions',
      clamp: false,
      className: 'w-28',
      cell: (row) => (
        <div className="flex items-center gap-1">
          <Link
            href={config.paths.edit(row._id)}
            className={buttonClass('ghost')}
            aria-label={`Edit ${config.name(row)}`}
            title="Edit"
          >
            <PencilIcon className="size-[18px]" />
          </Link>
          <Button
            variant="danger-ghost"
            onClick={() => remove.ask(row)}
            aria-label={`Delete ${config.name(row)}`}
            title="Delete"
          >
            <TrashIcon className="size-[18px]" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={config.title} description={config.description} />
      <div className="space-y-6">
        <ResourceCreateForm
          config={config}
          onCreated={(record) =>
            update((list) => [record, ...list.filter((r) => r._id !== record._id)])
          }
        />
        <Card
          title={config.listHeading}
          titleId={`${config.kind}-list-title`}
          badge={<CountBadge count={rows.length} noun={config.title.toLowerCase()} />}
          bodyClassName=""
        >
          <DataTable
            label={config.listHeading}
            rows={rows}
            columns={columns}
            empty={config.empty}
          />
        </Card>
      </div>
      {remove.dialog}
    </>
  );
}
