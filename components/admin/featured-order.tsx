'use client';

import { inAdminOrder, project, type Project } from '@/lib/entities';
import { Card, CountBadge } from './card';
import { OrderedList } from './ordered-list';

/**
 * The home page's featured projects in their order, moved up and down (components/admin
 * ordered-list.tsx; each is edited from the table below); a move renumbers them from 0, which
 * `onReorder` hands back by id.
 */
export function FeaturedOrder({
  rows,
  onReorder,
}: {
  rows: Project[];
  onReorder: (moved: Map<string, Project>) => void;
}) {
  const featured = inAdminOrder(rows).filter((p) => p.featured);
  return (
    <Card
      title="Home page order"
      titleId="featured-order-title"
      badge={<CountBadge count={featured.length} noun="featured projects" />}
      bodyClassName=""
    >
      <OrderedList
        label="Featured projects, in the home page’s order"
        rows={featured}
        onReorder={(next) =>
          onReorder(new Map(next.map((p, index) => [p._id, { ...p, position: index }])))
        }
        updatePath={project.api.update}
        name={(p) => p.title}
        details={(p) => (p.status === 'published' ? 'Published' : 'Not published yet')}
        actions={() => null}
        empty="No featured projects: set Featured to Yes on a project to show it on the home page."
      />
    </Card>
  );
}
