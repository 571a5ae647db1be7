import { activityHref, activityTimeRange, readActivityQuery } from '@/lib/entities';

describe("the Activity screen's address", () => {
  test('a filter and a page read back from the address they make', () => {
    const filter = {
      actorId: '65f1a0000000000000000001',
      kind: 'project',
      from: '2026-12-01',
      to: '2026-12-03',
    } as const;
    const href = activityHref(filter, 3);
    expect(href).toBe(
      '/private/admin/activity?person=65f1a0000000000000000001&kind=project&from=2026-12-01&to=2026-12-03&page=3',
    );
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(readActivityQuery(params)).toEqual({ filter, page: 3 });
  });

  test('anything odd reads as no filter and the first page', () => {
    expect(
      readActivityQuery({
        person: 'admin',
        kind: 'constructor',
        from: '2026-02-30',
        to: '03/12/2026',
        page: '-2',
      }),
    ).toEqual({ filter: {}, page: 1 });
    expect(readActivityQuery({ page: '2.5', kind: ['faq', 'blog'] })).toEqual({
      filter: { kind: 'faq' },
      page: 1,
    });
  });

  test('the days are whole UTC days, `to` included', () => {
    expect(activityTimeRange({ from: '2026-12-01', to: '2026-12-01' })).toEqual({
      since: '2026-12-01T00:00:00.000Z',
      before: '2026-12-02T00:00:00.000Z',
    });
    expect(activityTimeRange({ to: '2026-12-31' })).toEqual({ before: '2027-01-01T00:00:00.000Z' });
    expect(activityTimeRange({})).toEqual({});
  });
});
