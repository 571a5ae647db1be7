import { DatabaseUnavailableError, MESSAGES } from '@/lib/api/errors';
import type { ContactMessage } from '@/lib/entities';
import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

/** The contact inbox's endpoints: marking a message handled, and the CSV export. */

const UNKNOWN = '65f1a6999999999999999999';

describeEachStore('the contact inbox', (fixture) => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signIn('admin', PASSWORD);
  });

  const newMessage = (over: Partial<ContactMessage> = {}) =>
    fixture().store.messages.create({
      name: 'Lena Park',
      email: 'lena@example.com',
      phone: '+1 555 0199',
      subject: 'Consultation',
      message: 'A quote for a booking site, please.',
      notification: { state: 'not-configured', at: new Date().toISOString() },
      ...over,
    });

  describe('PATCH /admin/main/contact/update/{id}', () => {
    const patch = (id: string, json: unknown) =>
      call(routes.adminContactUpdate.PATCH, { method: 'PATCH', params: { id }, json, cookie });

    test('202 with the message marked handled, and back to not handled; the new count follows', async () => {
      const { store } = fixture();
      const target = await newMessage();
      const newBefore = await store.messages.countNew();
      const res = await patch(target._id, { handled: true });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        contactMessage: { ...target, handled: true },
        message: 'Message marked as handled!',
      });
      expect(await store.messages.countNew()).toBe(newBefore - 1);
      expect((await store.messages.get(target._id))!.handled).toBe(true);

      const back = await patch(target._id, { handled: 'false' });
      expect(back.status).toBe(202);
      expect(back.body).toEqual({
        contactMessage: { ...target, handled: false },
        message: 'Message marked as not handled!',
      });
      expect(await store.messages.countNew()).toBe(newBefore);
    });

    test.each([[{}], [{ handled: 'yes' }], [{ handled: 1 }], [{ handled: null }]])(
      '400 "Handled must be true or false!" for %j, nothing changed',
      async (json) => {
        const target = await newMessage();
        const res = await patch(target._id, json);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Handled must be true or false!' });
        expect((await fixture().store.messages.get(target._id))!.handled).toBe(false);
      },
    );

    test('400 for a body that is not JSON', async () => {
      const target = await newMessage();
      const res = await call(routes.adminContactUpdate.PATCH, {
        method: 'PATCH',
        params: { id: target._id },
        raw: { contentType: 'application/json', body: '{"handled":' },
        cookie,
      });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    });

    test.each([UNKNOWN, 'junk'])('404 "Message not found" for %s', async (id) => {
      const res = await patch(id, { handled: true });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Message not found' });
    });
  });

  describe('POST /admin/main/contact/notify/{id}', () => {
    test.each([UNKNOWN, 'junk'])('404 "Message not found" for %s', async (id) => {
      const res = await call(routes.adminContactNotify.POST, {
        method: 'POST',
        params: { id },
        cookie,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Message not found' });
    });
  });

  describe('GET /admin/main/contact/export', () => {
    const exportCsv = (query?: string) =>
      call(routes.adminContactExport.GET, {
        path: `/admin/main/contact/export${query === undefined ? '' : `?q=${encodeURIComponent(query)}`}`,
        cookie,
      });
    const rows = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);

    test('200: every message as CSV, newest first, with a download file name', async () => {
      const { store } = fixture();
      await newMessage({ name: 'Newest Person' });
      const res = await exportCsv();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = rows(res.text);
      expect(lines[0]).toBe(
        '"Received","Name","Email","Phone","Subject","Message","Handled","Email notification","Notified at","Notification error"',
      );
      // Every message is a row (a message may hold line breaks: count the records by the date).
      const records = res.text.match(/\r\n"\d{4}-\d{2}-\d{2} \d{2}:\d{2}",/g) ?? [];
      expect(records).toHaveLength(await store.messages.count());
      expect(lines[1]).toContain('"Newest Person"');
    });

    test('?q= exports only the matches (name, email or text, letter case aside), named as a search', async () => {
      await newMessage({ name: 'Zed Unique', message: 'nothing special' });
      await newMessage({ email: 'zedunique@example.com' });
      await newMessage({ message: 'Ask ZED UNIQUE about it' });
      const res = await exportCsv('zed unique');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /filename="contact-messages-search-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      // The name and the message match; the address does not contain the words with a space.
      expect(rows(res.text)).toHaveLength(3);
      const byEmail = await exportCsv('ZEDUNIQUE@');
      expect(rows(byEmail.text)).toHaveLength(2);
    });

    test('a cell that would run as a formula is exported as text', async () => {
      await newMessage({ name: '=HYPERLINK("http://evil.example","x")', message: '@SUM(1)' });
      const res = await exportCsv('HYPERLINK');
      const [, row] = rows(res.text);
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(row).toContain(`"'@SUM(1)"`);
      expect(row).not.toMatch(/(^|,)"[=+\-@]/);
    });

    test('a search is taken literally: pattern characters match only themselves', async () => {
      await newMessage({ message: 'price is 5.0 (net)' });
      expect(rows((await exportCsv('5.0 (net)')).text)).toHaveLength(2);
      expect(rows((await exportCsv('.*')).text)).toHaveLength(1);
    });

    test('control characters in a search are dropped, not sent to the database (a 500 on MongoDB)', async () => {
      await newMessage({ name: 'Vera Control' });
      const res = await exportCsv('\u0000Vera\u0007 Con\u001ftrol\u007f\n');
      expect(res.status).toBe(200);
      expect(rows(res.text)).toHaveLength(2);
      expect(rows(res.text)[1]).toContain('"Vera Control"');
    });

    test('written as the store streams the messages, never read as one list', async () => {
      const { store } = fixture();
      const list = jest.spyOn(store.messages, 'list');
      const stream = jest.spyOn(store.messages, 'stream');
      const res = await exportCsv('natalie');
      expect(res.status).toBe(200);
      expect(stream).toHaveBeenCalledWith('natalie');
      expect(list).not.toHaveBeenCalled();
      expect(rows(res.text)).toHaveLength(2);
      list.mockRestore();
      stream.mockRestore();
    });

    test('a database that cannot be reached when the export begins: 503, not a broken file', async () => {
      const { store } = fixture();
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const stream = jest.spyOn(store.messages, 'stream').mockImplementation(async function* () {
        throw new DatabaseUnavailableError(new Error('down'));
      });
      const res = await exportCsv();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: MESSAGES.databaseUnavailable });
      stream.mockRestore();
    });

    test('400 for a search longer than 100 characters', async () => {
      const res = await exportCsv('x'.repeat(101));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Search must be at most 100 characters!' });
    });
  });

  describe('GET /admin/main/get', () => {
    test('each message carries whether it is handled and its notification state', async () => {
      const target = await newMessage({
        notification: { state: 'failed', at: '2025-03-05T10:00:05.000Z', error: 'timeout' },
      });
      await fixture().store.messages.setHandled(target._id, true);
      const res = await call(routes.adminMain.GET, { cookie });
      const listed = (res.body.messages as ContactMessage[]).find((m) => m._id === target._id);
      expect(listed).toEqual({
        ...target,
        handled: true,
        notification: { state: 'failed', at: '2025-03-05T10:00:05.000Z', error: 'timeout' },
      });
    });
  });
});
