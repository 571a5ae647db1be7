import { asText, changedFields, fieldLabels, truncate } from '@/lib/activity/changes';
import { project } from '@/lib/entities';

describe('the fields an update changed', () => {
  test('only the changed fields, old → new, named by their labels', () => {
    const before = { _id: '1', title: 'Old', link: 'https://a.example', featured: false };
    const after = { _id: '1', title: 'New', link: 'https://a.example', featured: true };
    expect(changedFields(before, after, fieldLabels(project.fields))).toEqual([
      { field: 'Title', from: 'Old', to: 'New' },
      { field: 'Featured', from: 'No', to: 'Yes' },
    ]);
  });

  test('the stamps, the id and the version key are never a change', () => {
    const before = { _id: 'a', createdAt: '1', updatedAt: '1', __v: 0, title: 'Same' };
    const after = { _id: 'b', createdAt: '2', updatedAt: '2', __v: 1, title: 'Same' };
    expect(changedFields(before, after)).toEqual([]);
  });

  test('passwords and hashes are never named, whatever they are called', () => {
    const before = { password: 'a', passwordHash: 'x', currentPassword: 'c', resetToken: 't' };
    const after = { password: 'b', passwordHash: 'y', currentPassword: 'd', resetToken: 'u' };
    expect(changedFields(before, after)).toEqual([]);
  });

  test('lists and objects compare as JSON: an equal copy is no change, a different one is', () => {
    const before = { services: ['web', 'seo'], results: [{ label: 'A', value: '1' }] };
    expect(changedFields(before, structuredClone(before))).toEqual([]);
    expect(changedFields(before, { ...before, services: ['web'] })).toEqual([
      { field: 'Services', from: '["web","seo"]', to: '["web"]' },
    ]);
  });

  test('long text is cut at 160 characters with an ellipsis', () => {
    const long = 'x'.repeat(400);
    const [change] = changedFields({ description: 'short' }, { description: long });
    expect(change!.to).toBe(`${'x'.repeat(160)}…`);
    expect(truncate('é'.repeat(160))).toBe('é'.repeat(160));
    expect(truncate('😀'.repeat(161))).toBe(`${'😀'.repeat(160)}…`);
  });

  test('a field no label names reads as words; added and removed fields compare with none', () => {
    expect(changedFields({}, { seoTitle: 'T' })).toEqual([
      { field: 'Seo title', from: null, to: 'T' },
    ]);
    expect(changedFields({ imageURL: '/a.webp' }, {})).toEqual([
      { field: 'Image', from: '/a.webp', to: null },
    ]);
  });

  test('blank text, an empty list and a missing value are all "none": no change between them', () => {
    expect(changedFields({ client: '', tags: [] }, { client: undefined, tags: null })).toEqual([]);
  });

  test('values as text', () => {
    expect(asText(3)).toBe('3');
    expect(asText(null)).toBeNull();
    expect(asText({ a: 1 })).toBe('{"a":1}');
  });
});
