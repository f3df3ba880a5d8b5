import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './createAnalytics';
import { createGa4Adapter, type GtagHost } from './ga4';
import { sanitizePath, sanitizeTitle, toPageView } from './sanitize';

/** A stand-in for window + document that records what gtag.js would receive. */
function fakeGtagHost() {
  const host: GtagHost = { location: { origin: 'https://wegrow.example' } };
  const head = document.createElement('head');
  const doc = { createElement: document.createElement.bind(document), head };
  const calls = () => (host.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
  return { host, doc, head, calls };
}

describe('sanitizePath', () => {
  it.each([
    ['/journal', '/journal'],
    ['/ResetPassword?token=abc.def.ghi', '/ResetPassword'],
    ['/login?justSignedUp=true', '/login'],
    ['/blog/7#comments', '/blog/7'],
    ['https://wegrow.example/webuild?view=swap', '/webuild'],
    ['/users/maya%40example.org/inbox', '/users/redacted/inbox'],
    ['/confirm/eyJhbGciOi.eyJpZCI6MSwic3Vi.c2lnbmF0dXJl', '/confirm/redacted'],
    ['/reset/rt_4f9a8c7b6d5e4f3a2b1c0d9e8f7a', '/reset/redacted'],
    ['/gardendetails/5', '/gardendetails/5'],
    ['/green/gardens', '/green/gardens'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizePath(input)).toBe(expected);
  });

  it('removes e-mail addresses from titles', () => {
    expect(sanitizeTitle('Inbox of maya@example.org · WeGrow')).toBe('Inbox of redacted · WeGrow');
    expect(toPageView('/Account?email=maya@example.org', 'Account · WeGrow')).toEqual({
      path: '/Account',
      title: 'Account · WeGrow',
    });
  });
});

describe('the GA4 adapter', () => {
  it('injects gtag.js once with the measurement id and turns automatic page views off', () => {
    const { host, doc, head, calls } = fakeGtagHost();
    createGa4Adapter({ measurementId: 'G-TEST1234', host, document: doc });

    const scripts = head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(scripts[0]?.async).toBe(true);
    expect(calls()[0]?.[0]).toBe('js');
    expect(calls()[1]).toEqual([
      'config',
      'G-TEST1234',
      { send_page_view: false, page_location: 'https://wegrow.example/' },
    ]);
  });

  it('sends page_view with page_path and page_title, never a query string, e-mail or token', () => {
    const { host, doc, calls } = fakeGtagHost();
    const ga4 = createGa4Adapter({ measurementId: 'G-TEST1234', host, document: doc });
    ga4.pageView({
      path: '/ResetPassword?token=secret-token&email=maya@example.org',
      title: 'Reset Password · WeGrow',
    });

    const event = calls().at(-1);
    expect(event).toEqual([
      'event',
      'page_view',
      {
        page_path: '/ResetPassword',
        page_title: 'Reset Password · WeGrow',
        page_location: 'https://wegrow.example/ResetPassword',
        send_to: 'G-TEST1234',
      },
    ]);
    const everything = JSON.stringify(calls());
    expect(everything).not.toMatch(/token=|secret-token|@example\.org/);
  });

  it('uses a gtag function the page already has', () => {
    const { host, doc } = fakeGtagHost();
    const gtag = vi.fn();
    host.gtag = gtag;
    createGa4Adapter({ measurementId: 'G-TEST1234', host, document: doc }).pageView({
      path: '/blog',
      title: 'Blog · WeGrow',
    });
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/blog' }),
    );
  });

  it('refuses something that is not a measurement id', () => {
    const { host, doc } = fakeGtagHost();
    expect(() =>
      createGa4Adapter({ measurementId: 'UA-1"><script>', host, document: doc }),
    ).toThrow();
  });
});

describe('createAnalytics', () => {
  it('is a no-op without a measurement id: no script is injected', () => {
    const before = document.querySelectorAll('script').length;
    for (const id of [undefined, '', '  ']) {
      const analytics = createAnalytics(id);
      expect(analytics.name).toBe('none');
      analytics.pageView({ path: '/', title: 'Home · WeGrow' });
    }
    expect(document.querySelectorAll('script')).toHaveLength(before);
  });

  it('is GA4 with a measurement id: loads the adapter, then sends the page views queued meanwhile', async () => {
    const { host, doc, head, calls } = fakeGtagHost();
    const analytics = createAnalytics('G-TEST1234', { host, document: doc });
    expect(analytics.name).toBe('ga4');
    analytics.pageView({ path: '/', title: 'Home · WeGrow' });
    analytics.pageView({ path: '/blog?token=x', title: 'Blog · WeGrow' });
    await ('ready' in analytics ? analytics.ready : Promise.resolve());
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(
      calls()
        .filter(([kind]) => kind === 'event')
        .map(([, , params]) => params),
    ).toEqual([
      expect.objectContaining({ page_path: '/', page_title: 'Home · WeGrow' }),
      expect.objectContaining({ page_path: '/blog', page_title: 'Blog · WeGrow' }),
    ]);
    analytics.pageView({ path: '/journal', title: 'Journal · WeGrow' });
    expect(calls().at(-1)?.[2]).toMatchObject({ page_path: '/journal' });
  });

  it('falls back to no-op on a malformed id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host, doc } = fakeGtagHost();
    expect(createAnalytics('nonsense', { host, document: doc }).name).toBe('none');
    warn.mockRestore();
  });
});
