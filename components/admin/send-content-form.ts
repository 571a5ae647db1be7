import { adminRequest } from '@/lib/admin/request';
import { contentVersion, type Fields } from '@/lib/entities';

interface OrderedContent {
  fields: Fields;
  api: { add: string; update: (id: string) => string };
}

/**
 * Sends an FAQ or service form: a new record is POSTed (201); an edit is PATCHed with the
 * fingerprint of what the form loaded as If-Match (202), so a colleague's change is never
 * overwritten unseen.
 */
export function sendContentForm<Answer>(
  entity: OrderedContent,
  record: { _id: string } | undefined,
  body: Record<string, unknown>,
): Promise<Answer> {
  return adminRequest<Answer>(record ? entity.api.update(record._id) : entity.api.add, {
    method: record ? 'PATCH' : 'POST',
    body,
    headers: record ? { 'If-Match': `"${contentVersion(entity.fields, record)}"` } : undefined,
    expect: record ? 202 : 201,
  });
}
