import { IMAGE_ENTITIES, type ImageEntityKind } from '@/lib/entities';
import { LoadError } from './load-error';

/** An edit page whose record does not exist (deleted, or a mistyped address). */
export function RecordNotFound({ kind }: { kind: ImageEntityKind }) {
  const { noun, admin } = IMAGE_ENTITIES[kind];
  return (
    <LoadError
      notFound={`This ${noun} was not found`}
      backHref={admin.page}
      backLabel={`Back to ${admin.title.toLowerCase()}`}
    />
  );
}
