import type { Store } from '@/lib/data';
import { IMAGE_ENTITIES, nextChange, publishingState, type ImageEntityKind } from '@/lib/entities';

/** One coming change of the public site: a record going live or leaving it, and when. */
export interface ScheduledItem {
  kind: ImageEntityKind;
  id: string;
  name: string;
  /** 'Publishes' for a schedule, 'Unpublishes' for a live record's end. */
  change: 'Publishes' | 'Unpublishes';
  at: string;
  href: string;
}

/** How the list names a record: its title, its name, or whose review it is. */
function nameOf(row: object): string {
  if ('title' in row) return String(row.title);
  if ('name' in row) return String(row.name);
  return 'clientName' in row ? `Review by ${String(row.clientName)}` : '';
}

/** Every coming publish and unpublish of the four collections, soonest first. */
export async function readScheduled(
  store: Store,
  now: Date = new Date(),
): Promise<ScheduledItem[]> {
  const kinds = Object.keys(IMAGE_ENTITIES) as ImageEntityKind[];
  const repositories = {
    projects: store.projects,
    team: store.team,
    reviews: store.reviews,
    blogs: store.blogs,
  };
  const lists = await Promise.all(kinds.map((kind) => repositories[kind].list()));
  const items = kinds.flatMap((kind, i) =>
    lists[i]!.flatMap((row): ScheduledItem[] => {
      const at = nextChange(row, now);
      if (!at) return [];
      const change = publishingState(row, now) === 'Scheduled' ? 'Publishes' : 'Unpublishes';
      const name = nameOf(row);
      return [
        { kind, id: row._id, name, change, at, href: IMAGE_ENTITIES[kind].admin.edit(row._id) },
      ];
    }),
  );
  return items.sort((a, b) => a.at.localeCompare(b.at));
}
