import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../Theme/LocaleProvider';
import { Tabs, TabsList, TabsTrigger } from '../Tabs/Tabs';
import { CountPill, countLabel, LATIN_DIGIT_LANGUAGES } from './CountPill';

// jsdom has no layout, so its name computation puts a space between the parent's text and the
// pill's hidden text ("Account , 3 unread"); browsers join inline text as written.
const spaced = (name: string) => new RegExp(`^${name.replace(',', ' ?,')}$`);

describe('CountPill', () => {
  it('adds the count to the accessible name of its parent control', () => {
    render(
      <a href="/Account">
        Account
        <CountPill count={3} />
      </a>,
    );
    expect(screen.getByRole('link', { name: spaced('Account, 3 unread') })).toBeInTheDocument();
  });

  it('renders nothing at zero', () => {
    const { container } = render(<CountPill count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps the visible number but reads the real count', () => {
    render(
      <button type="button">
        Inbox
        <CountPill count={250} label={(n) => `${n} new messages`} />
      </button>,
    );
    const button = screen.getByRole('button', { name: spaced('Inbox, 250 new messages') });
    expect(button).toHaveTextContent('99+');
  });

  it('can leave the name to the parent, which uses countLabel', () => {
    render(
      <a href="/Account" aria-label={countLabel('Account', 3)}>
        Account
        <CountPill count={3} decorative />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Account, 3 unread' })).toBeInTheDocument();
    expect(countLabel('Inbox', 0)).toBe('Inbox');
  });

  it('writes the number as the locale does, capped form included', () => {
    const { rerender } = render(<CountPill count={1234} max={9999} data-testid="pill" />);
    // Outside any provider: English.
    expect(screen.getByTestId('pill').firstChild).toHaveTextContent(/^1,234$/);
    rerender(
      <LocaleProvider locale="fr">
        <CountPill count={1234} max={9999} data-testid="pill" />
      </LocaleProvider>,
    );
    // French groups thousands with a narrow no-break space.
    expect(screen.getByTestId('pill').firstChild?.textContent).toBe(' 1\u202f234');
    rerender(
      <LocaleProvider locale="fr">
        <CountPill count={12000} max={1000} data-testid="pill" />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('pill').firstChild?.textContent).toBe(' 1\u202f000+');
    rerender(
      <LocaleProvider locale="ar-EG">
        <CountPill count={42} data-testid="pill" />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('pill').firstChild?.textContent).toBe(' ٤٢');
  });

  it('writes a count below 1000 as Intl does in each language it writes without Intl', () => {
    const regions = Array.from({ length: 26 * 26 }, (_, i) =>
      String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
    );
    for (const language of LATIN_DIGIT_LANGUAGES) {
      // Every region the browser knows the language in writes the digits 0–9 by default.
      const locales = Intl.NumberFormat.supportedLocalesOf(regions.map((r) => `${language}-${r}`));
      for (const locale of [language, ...locales])
        expect(new Intl.NumberFormat(locale).resolvedOptions().numberingSystem, locale).toBe(
          'latn',
        );
      const format = new Intl.NumberFormat(language);
      for (let count = 1; count < 1000; count++) expect(format.format(count)).toBe(String(count));
    }
    const { rerender } = render(<CountPill count={7} data-testid="pill" />);
    for (const [locale, written] of [
      ['de-CH', ' 7'],
      // An extension may choose other digits: Intl writes it.
      ['en-u-nu-arab', ' ٧'],
      ['fa', ' ۷'],
    ] as const) {
      rerender(
        <LocaleProvider locale={locale}>
          <CountPill count={7} data-testid="pill" />
        </LocaleProvider>,
      );
      expect(screen.getByTestId('pill').firstChild?.textContent, locale).toBe(written);
    }
  });

  it("formats a tab's badge in the locale too", () => {
    render(
      <LocaleProvider locale="ar-EG" dir="rtl">
        <Tabs defaultValue="a">
          <TabsList aria-label="الرسائل">
            <TabsTrigger value="a" badge={12}>
              الوارد
            </TabsTrigger>
          </TabsList>
        </Tabs>
      </LocaleProvider>,
    );
    expect(screen.getByRole('tab')).toHaveTextContent(/^الوارد\s*١٢$/);
  });
});
