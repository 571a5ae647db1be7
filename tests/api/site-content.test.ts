import { revalidatePath } from 'next/cache';
import * as faqAdd from '@/app/admin/faqs/add/route';
import * as faqDelete from '@/app/admin/faqs/delete/[id]/route';
import * as faqGet from '@/app/admin/faq/[faqID]/route';
import * as faqList from '@/app/admin/faqs/get/route';
import * as faqUpdate from '@/app/admin/faq/update/[faqID]/route';
import * as serviceAdd from '@/app/admin/services/add/route';
import * as serviceDelete from '@/app/admin/services/delete/[id]/route';
import * as serviceGet from '@/app/admin/service/[serviceID]/route';
import * as serviceList from '@/app/admin/services/get/route';
import * as serviceUpdate from '@/app/admin/service/update/[serviceID]/route';
import * as settingsGet from '@/app/admin/settings/get/route';
import * as settingsUpdate from '@/app/admin/settings/update/route';
import * as contactSend from '@/app/frontend/contact/send/route';
import { generateMetadata as rootMetadata } from '@/app/layout';
import { generateMetadata as notFoundMetadata } from '@/app/global-not-found';
import { generateMetadata as blogPostMetadata } from '@/app/(site)/blog/[id]/page';
import { generateImageMetadata as homeCard } from '@/app/(site)/opengraph-image';
import { generateImageMetadata as servicesCard } from '@/app/(site)/services/opengraph-image';
import { generateMetadata as homeMetadata } from '@/app/(site)/page';
import { blogListMetadata } from '@/components/site/blog/blog-list';
import { getHomeFaqs, getServicePage, getServices, getSiteSettings } from '@/lib/data/public';
import { blogPostingJsonLd } from '@/lib/seo';
import {
  SLUG_INVALID,
  SLUG_TAKEN,
  UNKNOWN_SERVICE,
  contentVersion,
  faq,
  formValuesOf,
  service,
  siteSettings,
  type Faq,
  type Service,
  type SiteSettings,
} from '@/lib/entities';
import { call, signIn } from '../helpers/http';
import { describeEachStore, PASSWORD } from '../helpers/stores';

const UNKNOWN_ID = '65f1a9999999999999999999';
const WEB = '65f1a7000000000000000001';
const SEO = '65f1a7000000000000000008';

/** Every field of a record as the panel's form sends it. */
const settingsBody = (s: SiteSettings, changes: Record<string, unknown> = {}) => ({
  ...formValuesOf(siteSettings.fields, s),
  ...changes,
});

const serviceBody = (changes: Record<string, unknown> = {}) => ({
  title: 'Podcast Production',
  slug: 'podcast-production',
  description: 'Shows that people finish.',
  icon: 'megaphone',
  accent: '#22d3ee',
  footerLabel: '',
  heroHeading: 'Podcasts your customers subscribe to',
  heroDescription: 'Recording, editing and distribution.',
  heroImage: '/services/video-editing.svg',
  metaDescription: 'Podcast production from one senior team.',
  detailsHeading: 'What you get',
  details: [{ title: 'Editing', description: 'Cut, levelled and mastered.' }],
  cycleHeading: 'How it runs',
  cycles: [{ title: 'Plan', description: 'A season outline.' }],
  ...changes,
});

describeEachStore('site content endpoints', (fixture) => {
  let admin: string;
  let visitor: string;
  beforeAll(async () => {
    admin = await signIn('admin', PASSWORD);
    visitor = await signIn('visitor', PASSWORD);
  });
  beforeEach(() => (revalidatePath as jest.Mock).mockClear());
  /** Back to a fresh install; the accounts are made again, so they sign in again. */
  const restore = async () => {
    await fixture().reset();
    admin = await signIn('admin', PASSWORD);
    visitor = await signIn('visitor', PASSWORD);
  };

  const settings = async () =>
    (await call(settingsGet.GET, { cookie: admin })).body.settings as SiteSettings;

  describe.each([
    ['GET /admin/settings/get', settingsGet.GET, 'GET', {}],
    ['PATCH /admin/settings/update', settingsUpdate.PATCH, 'PATCH', {}],
    ['GET /admin/faqs/get', faqList.GET, 'GET', {}],
    ['POST /admin/faqs/add', faqAdd.POST, 'POST', {}],
    ['GET /admin/faq/{faqID}', faqGet.GET, 'GET', { faqID: UNKNOWN_ID }],
    ['PATCH /admin/faq/update/{faqID}', faqUpdate.PATCH, 'PATCH', { faqID: UNKNOWN_ID }],
    ['DELETE /admin/faqs/delete/{id}', faqDelete.DELETE, 'DELETE', { id: UNKNOWN_ID }],
    ['GET /admin/services/get', serviceList.GET, 'GET', {}],
    ['POST /admin/services/add', serviceAdd.POST, 'POST', {}],
    ['GET /admin/service/{serviceID}', serviceGet.GET, 'GET', { serviceID: UNKNOWN_ID }],
    ['PATCH /admin/service/update/{serviceID}', serviceUpdate.PATCH, 'PATCH', { serviceID: WEB }],
    ['DELETE /admin/services/delete/{id}', serviceDelete.DELETE, 'DELETE', { id: WEB }],
  ] as const)('%s', (_name, handler, method, params) => {
    const json = method === 'GET' || method === 'DELETE' ? undefined : {};
    test('401 signed out, 403 for a non-admin; nothing changes', async () => {
      const before = JSON.stringify([await settings(), await fixture().store.services.list()]);
      const anonymous = await call(handler, { method, params, json });
      expect(anonymous.status).toBe(401);
      const user = await call(handler, { method, params, json, cookie: visitor });
      expect(user.status).toBe(403);
      expect(JSON.stringify([await settings(), await fixture().store.services.list()])).toBe(
        before,
      );
      expect(revalidatePath).not.toHaveBeenCalled();
    });
  });

  describe('settings', () => {
    afterEach(restore);

    test('GET /admin/settings/get: 200 with a fresh install’s settings', async () => {
      const res = await call(settingsGet.GET, { cookie: admin });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['settings']);
      expect(res.body.settings).toMatchObject({
        name: 'Nimbus Studio',
        phone: '+1 (415) 555-0142',
        whatsappNumber: '14155550142',
        rating: '5.0',
        reviewCount: '243',
        stat1Value: '5+',
        stat5Value: '90%',
        reviewsLinkText: 'See all 200+ reviews',
        contactSubjects: ['Web Development', 'UI/UX Design', 'Consultation'],
        copyright: '© 2025 Nimbus Studio. All rights reserved.',
      });
    });

    test('PATCH /admin/settings/update: 202, stored, shown publicly, the whole site refreshed', async () => {
      const before = await settings();
      const res = await call(settingsUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        json: settingsBody(before, { phone: '+1 (628) 555-0199', github: '' }),
        headers: { 'If-Match': `"${contentVersion(siteSettings.fields, before)}"` },
      });
      expect(res.status).toBe(202);
      expect(res.body.message).toBe('Settings updated successfully!');
      expect((res.body.settings as SiteSettings).phone).toBe('+1 (628) 555-0199');
      expect((await getSiteSettings()).phone).toBe('+1 (628) 555-0199');
      expect((await getSiteSettings()).github).toBe('');
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    });

    test.each([
      ['an empty name', { name: '  ' }, 'Please fill all fields!'],
      ['a phone that is not one', { phone: 'call us' }, /^Phone must be a phone number/],
      ['an email that is not one', { email: 'hello' }, /^Contact email must be an email address/],
      [
        'a social link that is not http(s)',
        { x: 'javascript:alert(1)' },
        /^X \(Twitter\) must be a full web address/,
      ],
      ['a WhatsApp number with signs', { whatsappNumber: '+1 415' }, /^WhatsApp number must be/],
      ['a rating over 5', { rating: '5.5' }, /^Rating must be/],
      [
        'a copyright line over its limit',
        { copyright: 'x'.repeat(201) },
        'Footer copyright line must be at most 200 characters!',
      ],
      [
        'no contact subject',
        { contactSubjects: '\n \n' },
        /^Contact subjects must have between 1 and 10/,
      ],
      [
        'a reviews link to javascript:',
        { reviewsLinkHref: 'javascript:alert(1)' },
        /^Reviews link address must be a path/,
      ],
    ])(
      'PATCH /admin/settings/update: 400 for %s, nothing stored',
      async (_what, changes, message) => {
        const before = await settings();
        const res = await call(settingsUpdate.PATCH, {
          method: 'PATCH',
          cookie: admin,
          json: settingsBody(before, changes),
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(
          typeof message === 'string' ? message : expect.stringMatching(message),
        );
        expect(await settings()).toEqual(before);
        expect(revalidatePath).not.toHaveBeenCalled();
      },
    );

    test('PATCH /admin/settings/update: 412 when someone saved since the page loaded', async () => {
      const loaded = await settings();
      const version = `"${contentVersion(siteSettings.fields, loaded)}"`;
      const first = await call(settingsUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        json: settingsBody(loaded, { name: 'Cirrus Studio' }),
        headers: { 'If-Match': version },
      });
      expect(first.status).toBe(202);
      const second = await call(settingsUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        json: settingsBody(loaded, { phone: '+44 20 7946 0000' }),
        headers: { 'If-Match': version },
      });
      expect(second.status).toBe(412);
      expect((await settings()).name).toBe('Cirrus Studio');
      expect((await settings()).phone).toBe(loaded.phone);
    });

    test('the name in the settings names the site: titles, cards, the feed, structured data', async () => {
      const res = await call(settingsUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        json: settingsBody(await settings(), { name: 'Cirrus Works' }),
      });
      expect(res.status).toBe(202);
      const root = await rootMetadata();
      expect(root.title).toEqual({ default: 'Cirrus Works', template: '%s | Cirrus Works' });
      expect(root.applicationName).toBe('Cirrus Works');
      expect(root.openGraph).toMatchObject({ siteName: 'Cirrus Works' });
      expect((await notFoundMetadata()).title).toBe('Page not found | Cirrus Works');
      expect((await homeMetadata()).title).toEqual({
        absolute: expect.stringMatching(/^Cirrus Works \| /),
      });
      expect((await homeCard())[0]!.alt).toBe('Cirrus Works: web, mobile and growth agency');
      expect((await servicesCard())[0]!.alt).toBe('Cirrus Works services');
      const list = await blogListMetadata(1);
      expect(list.openGraph).toMatchObject({
        siteName: 'Cirrus Works',
        title: 'Blog | Cirrus Works',
      });
      expect(list.alternates?.types).toEqual({
        'application/rss+xml': [{ url: '/blogs/feed.xml', title: 'Cirrus Works blog' }],
      });
      const [post] = (await fixture().store.blogs.list()).slice(0, 1);
      const postMeta = await blogPostMetadata({ params: Promise.resolve({ id: post!._id }) });
      expect(postMeta.alternates?.types).toMatchObject({
        'application/rss+xml': [{ title: 'Cirrus Works blog' }],
      });
      expect(blogPostingJsonLd(post!, (await getSiteSettings()).name)).toMatchObject({
        publisher: { name: 'Cirrus Works' },
      });
      // Everything but the descriptions, which are the site's copy.
      const names = JSON.stringify({ root, list, postMeta }, (key, value) =>
        key === 'description' ? undefined : value,
      );
      expect(names).not.toContain('Nimbus Studio');
    });

    test('the contact form takes the settings’ subjects, and only those', async () => {
      const message = (subject: string) => ({
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+1 555 0100',
        subject,
        message: 'Hello',
      });
      await call(settingsUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        json: settingsBody(await settings(), { contactSubjects: 'Branding\nHosting' }),
      });
      expect((await call(contactSend.POST, { json: message('Hosting') })).status).toBe(201);
      const old = await call(contactSend.POST, { json: message('Consultation') });
      expect(old.status).toBe(400);
      expect(old.body.message).toBe('Please fill all fields!');
    });
  });

  describe('FAQs', () => {
    afterEach(restore);
    const list = async () => (await call(faqList.GET, { cookie: admin })).body.allFaqs as Faq[];

    test('GET /admin/faqs/get: 200 with allFaqs in order: the home page’s 8, then 9 or 10 a service', async () => {
      const res = await call(faqList.GET, { cookie: admin });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['allFaqs']);
      const faqs = res.body.allFaqs as Faq[];
      expect(faqs.map((f) => f.position)).toEqual(faqs.map((_, i) => i));
      expect(faqs.filter((f) => f.home)).toHaveLength(8);
      const perService = (await fixture().store.services.list()).map(
        (s) => faqs.filter((f) => f.services.includes(s._id)).length,
      );
      expect(perService.every((n) => n >= 9 && n <= 10)).toBe(true);
    });

    test('POST /admin/faqs/add: 201, placed last, on the service it names and no other', async () => {
      const res = await call(faqAdd.POST, {
        cookie: admin,
        json: { question: 'Do you do audits?', answer: 'Yes.', home: false, services: [SEO] },
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['faq', 'message']);
      expect(res.body.message).toBe('FAQ added successfully!');
      const created = res.body.faq as Faq;
      expect((await list()).at(-1)!._id).toBe(created._id);
      const seo = await getServicePage('seo');
      const web = await getServicePage('web-development');
      expect(seo.kind === 'service' && seo.faqs.map((f) => f.question)).toContain(
        'Do you do audits?',
      );
      expect(web.kind === 'service' && web.faqs.map((f) => f.question)).not.toContain(
        'Do you do audits?',
      );
      expect((await getHomeFaqs()).items).toHaveLength(8);
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    });

    test.each([
      ['an empty question', { question: ' ', answer: 'A' }, 'Please fill all fields!'],
      [
        'an answer over its limit',
        { question: 'Q', answer: 'x'.repeat(3001) },
        'Answer must be at most 3000 characters!',
      ],
      [
        'a service that does not exist',
        { question: 'Q', answer: 'A', services: [UNKNOWN_ID] },
        UNKNOWN_SERVICE,
      ],
      [
        'a service id that is not one',
        { question: 'Q', answer: 'A', services: ['seo'] },
        'Service pages must be a list of service ids!',
      ],
    ])('POST /admin/faqs/add: 400 for %s, nothing stored', async (_what, json, message) => {
      const before = (await list()).length;
      const res = await call(faqAdd.POST, { cookie: admin, json });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await list()).toHaveLength(before);
    });

    test('PATCH /admin/faq/update/{faqID}: 202; If-Match refuses a stale edit (412)', async () => {
      const [first] = await list();
      const version = `"${contentVersion(faq.fields, first!)}"`;
      const body = {
        question: 'New question?',
        answer: first!.answer,
        home: true,
        services: [WEB],
      };
      const res = await call(faqUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        params: { faqID: first!._id },
        json: body,
        headers: { 'If-Match': version },
      });
      expect(res.status).toBe(202);
      expect(res.body.message).toBe('FAQ updated successfully!');
      expect(res.body.faq).toMatchObject({ question: 'New question?', services: [WEB] });
      const stale = await call(faqUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        params: { faqID: first!._id },
        json: { ...body, question: 'Lost?' },
        headers: { 'If-Match': version },
      });
      expect(stale.status).toBe(412);
      expect((await list())[0]!.question).toBe('New question?');
    });

    test('PATCH /admin/faq/update/{faqID} with { position }: moves it, the rest keep their order', async () => {
      const before = await list();
      const moved = before[3]!;
      const res = await call(faqUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        params: { faqID: moved._id },
        json: { position: 0 },
      });
      expect(res.status).toBe(202);
      const after = (await list()).map((f) => f._id);
      expect(after).toEqual([moved._id, ...before.filter((f) => f !== moved).map((f) => f._id)]);
      expect((await getHomeFaqs()).items[0]!.question).toBe(moved.question);
      const bad = await call(faqUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        params: { faqID: moved._id },
        json: { position: -1 },
      });
      expect(bad.status).toBe(400);
    });

    test.each([UNKNOWN_ID, 'not-an-id'])('404 for the unknown id %s', async (id) => {
      const body = { question: 'Q', answer: 'A' };
      for (const [handler, method, params] of [
        [faqGet.GET, 'GET', { faqID: id }],
        [faqUpdate.PATCH, 'PATCH', { faqID: id }],
        [faqDelete.DELETE, 'DELETE', { id }],
      ] as const) {
        const json = method === 'PATCH' ? body : undefined;
        const res = await call(handler, { method, params, json, cookie: admin });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'FAQ not found' });
      }
    });

    test('DELETE /admin/faqs/delete/{id}: 203, gone from the home page', async () => {
      const [first] = await list();
      const res = await call(faqDelete.DELETE, {
        method: 'DELETE',
        cookie: admin,
        params: { id: first!._id },
      });
      expect(res.status).toBe(203);
      expect(res.body).toEqual({ message: 'FAQ deleted successfully!' });
      expect((await getHomeFaqs()).items).toHaveLength(7);
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    });
  });

  describe('services', () => {
    afterEach(restore);
    const list = async () =>
      (await call(serviceList.GET, { cookie: admin })).body.allServices as Service[];

    test('GET /admin/services/get: 200 with the nine services in order, each page complete', async () => {
      const res = await call(serviceList.GET, { cookie: admin });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['allServices']);
      const services = res.body.allServices as Service[];
      expect(services.map((s) => s.slug)).toEqual([
        'web-development',
        'mobile-app-development',
        'digital-marketing',
        'shopify-development',
        'graphic-designing',
        'wordpress-development',
        'video-editing',
        'seo',
        'brand-management',
      ]);
      for (const s of services) {
        expect([6, 8]).toContain(s.details.length);
        expect(s.cycles).toHaveLength(6);
        expect(s.retired).toBe(false);
      }
      const one = await call(serviceGet.GET, { cookie: admin, params: { serviceID: SEO } });
      expect(one.status).toBe(200);
      expect((one.body.service as Service).title).toBe('SEO');
    });

    test('POST /admin/services/add: 201, last in the grid, its page found', async () => {
      const res = await call(serviceAdd.POST, { cookie: admin, json: serviceBody() });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Service added successfully!');
      const created = res.body.service as Service;
      expect(created).toMatchObject({
        slug: 'podcast-production',
        retired: false,
        previousSlugs: [],
      });
      expect((await getServices()).items.at(-1)!.slug).toBe('podcast-production');
      const page = await getServicePage('podcast-production');
      expect(page.kind).toBe('service');
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    });

    test.each([
      ['a slug that is taken', { slug: 'seo' }, SLUG_TAKEN],
      ['a malformed slug', { slug: 'Podcast Production!' }, SLUG_INVALID],
      ['an empty title', { title: '' }, 'Please fill all fields!'],
      ['no detail cards', { details: [] }, 'Details must have between 1 and 12 cards!'],
      [
        'a process card without a title',
        { cycles: [{ title: '', description: 'x' }] },
        'Process card 1: Please fill all fields!',
      ],
      [
        'an accent that is not a colour',
        { accent: 'blue' },
        'Accent colour must be a hex colour such as #6366f1!',
      ],
      ['an icon not in the set', { icon: 'skull' }, 'Please fill all fields!'],
      [
        'a hero image on another protocol',
        { heroImage: 'javascript:alert(1)' },
        /^Hero image must be a path/,
      ],
      [
        'a title over its limit',
        { title: 'x'.repeat(101) },
        'Title must be at most 100 characters!',
      ],
    ])('POST /admin/services/add: 400 for %s, nothing stored', async (_what, changes, message) => {
      const res = await call(serviceAdd.POST, { cookie: admin, json: serviceBody(changes) });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(await list()).toHaveLength(9);
    });

    test('PATCH /admin/service/update/{serviceID}: a new slug keeps the old address as a redirect', async () => {
      const seo = (await list()).find((s) => s._id === SEO)!;
      const body = {
        ...formValuesOf(service.textFields, seo),
        details: seo.details,
        cycles: seo.cycles,
      };
      const res = await call(serviceUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        params: { serviceID: SEO },
        json: { ...body, slug: 'search-engine-optimisation' },
        headers: { 'If-Match': `"${contentVersion(service.fields, seo)}"` },
      });
      expect(res.status).toBe(202);
      expect(res.body.service).toMatchObject({
        slug: 'search-engine-optimisation',
        previousSlugs: ['seo'],
      });
      expect(await getServicePage('seo')).toEqual({
        kind: 'redirect',
        to: '/service/search-engine-optimisation',
      });
      // Its old slug is still its own: another service cannot take it.
      const taken = await call(serviceAdd.POST, {
        cookie: admin,
        json: serviceBody({ slug: 'seo' }),
      });
      expect(taken.status).toBe(400);
      expect(taken.body.message).toBe(SLUG_TAKEN);
      const stale = await call(serviceUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        params: { serviceID: SEO },
        json: body,
        headers: { 'If-Match': `"${contentVersion(service.fields, seo)}"` },
      });
      expect(stale.status).toBe(412);
    });

    test('PATCH /admin/service/update/{serviceID} with { position }: the grid follows', async () => {
      const res = await call(serviceUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        params: { serviceID: SEO },
        json: { position: 0 },
      });
      expect(res.status).toBe(202);
      expect((await getServices()).items.map((s) => s.slug).slice(0, 2)).toEqual([
        'seo',
        'web-development',
      ]);
    });

    test('DELETE /admin/services/delete/{id}: 203 retires it: off the lists, its page redirects to /services; it can come back', async () => {
      const res = await call(serviceDelete.DELETE, {
        method: 'DELETE',
        cookie: admin,
        params: { id: WEB },
      });
      expect(res.status).toBe(203);
      expect(res.body).toEqual({ message: 'Service retired successfully!' });
      expect((await getServices()).items.map((s) => s.slug)).not.toContain('web-development');
      expect(await getServicePage('web-development')).toEqual({
        kind: 'redirect',
        to: '/services',
      });
      const back = await call(serviceUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        params: { serviceID: WEB },
        json: { retired: false },
      });
      expect(back.status).toBe(202);
      expect((await getServices()).items[0]!.slug).toBe('web-development');
    });

    test.each([UNKNOWN_ID, 'not-an-id'])('404 for the unknown id %s', async (id) => {
      for (const [handler, method, params] of [
        [serviceGet.GET, 'GET', { serviceID: id }],
        [serviceUpdate.PATCH, 'PATCH', { serviceID: id }],
        [serviceDelete.DELETE, 'DELETE', { id }],
      ] as const) {
        const json = method === 'PATCH' ? serviceBody({ slug: 'brand-new' }) : undefined;
        const res = await call(handler, { method, params, json, cookie: admin });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Service not found' });
      }
    });

    test('a slug no service ever had is no page', async () => {
      expect(await getServicePage('unknown-service')).toEqual({ kind: 'none' });
    });
  });
});
